import { type Settings, SettingsUpdateSchema } from '@vastra/shared/schemas';

/** A copy of `value` with the setting at `path` ('lifecycle.rateCard.1.amount') replaced. */
export function setSetting<T>(value: T, path: string, next: unknown): T {
  const copy = structuredClone(value);
  const keys = path.split('.');
  let at: Record<string, unknown> = copy as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[keys.at(-1) as string] = next;
  return copy;
}

/**
 * Checks an edited record with the shop's own schema: the settings to save, or a message per
 * setting (by its path) saying why it is refused.
 */
export function checkSettings(
  draft: unknown,
): { ok: true; value: Settings } | { ok: false; errors: Record<string, string> } {
  const parsed = SettingsUpdateSchema.safeParse(draft);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.map(String).join('.') || 'body';
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
