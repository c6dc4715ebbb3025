import { isApiError } from '@/lib/api-client';

/** The login's text when the server gives neither field errors nor a message. */
const UNEXPECTED_ERROR = 'An unexpected error occurred';

/**
 * Where a failed call's message goes: under one of `fields` when the API named it
 * ({error: {fields: {otp: '…'}}}), else as the form's message.
 */
export function placeServerError<F extends string>(
  error: unknown,
  fields: readonly F[],
): { field: F; message: string } | { field: null; message: string } {
  if (isApiError(error)) {
    for (const field of fields) {
      const message = error.fields[field];
      if (message) return { field, message };
    }
    return { field: null, message: error.message || UNEXPECTED_ERROR };
  }
  return { field: null, message: UNEXPECTED_ERROR };
}
