/** The error codes of the API contract, with their HTTP status. */
export const ERROR_STATUS = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  PAYMENT_FAILED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** An error the client may see: code, message in the shop's words, and per-field messages. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;
  readonly extra: Record<string, unknown> | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    fields?: Record<string, string>,
    extra?: Record<string, unknown>,
  ) {
    super(message);
    this.code = code;
    this.fields = fields;
    this.extra = extra;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError('VALIDATION', message, fields);
export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const conflict = (message: string, extra?: Record<string, unknown>) =>
  new AppError('CONFLICT', message, undefined, extra);
export const unauthenticated = (message = 'Please login to continue') =>
  new AppError('UNAUTHENTICATED', message);
/** A staff member whose role may not do this. */
export const forbidden = (message = 'You are not allowed to do that.') => new AppError('FORBIDDEN', message);

/** Postgres SQLSTATE of an exclusion-constraint violation (a double booking refused). */
export const EXCLUSION_VIOLATION = '23P01';
export const UNIQUE_VIOLATION = '23505';

/** The first of a database error's fields that `pick` accepts, looking through drizzle's wrapping. */
function databaseField(error: unknown, pick: (error: { code?: unknown; detail?: unknown }) => unknown) {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const found = pick(current as { code?: unknown; detail?: unknown });
    if (found !== undefined) return found;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The SQLSTATE of a database error, looking through drizzle's wrapping. */
export function sqlState(error: unknown): string | undefined {
  return databaseField(error, ({ code }) =>
    typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined,
  ) as string | undefined;
}

/** The detail PostgreSQL gave with a database error, e.g. which key a constraint refused. */
export function sqlDetail(error: unknown): string | undefined {
  return databaseField(error, ({ detail }) => (typeof detail === 'string' ? detail : undefined)) as
    | string
    | undefined;
}
