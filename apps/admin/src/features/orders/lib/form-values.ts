import type { z } from 'zod';

/** A form's fields as an object: empty fields are left out, so the schema's defaults apply. */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form).entries()) {
    if (typeof value === 'string' && value.trim() !== '') values[name] = value.trim();
  }
  return values;
}

/** The shared schema's verdict: the parsed body, or the first message to show. */
export function parseWith<S extends z.ZodType>(
  schema: S,
  input: unknown,
): { ok: true; data: z.output<S> } | { ok: false; message: string } {
  const parsed = schema.safeParse(input);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, message: parsed.error.issues[0]?.message ?? 'Please check the form.' };
}
