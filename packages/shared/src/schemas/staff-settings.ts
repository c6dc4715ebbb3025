import { z } from 'zod';
import { SettingsSchema } from './settings.ts';

/**
 * PUT /api/staff/settings (owners): the whole settings record, checked field by field by the
 * same schema the shop reads it with, plus the rules that tie fields together.
 */
export const SettingsUpdateSchema = SettingsSchema.superRefine((s, ctx) => {
  if (!s.rental.periods.includes(s.rental.defaultPeriod)) {
    ctx.addIssue({
      code: 'custom',
      path: ['rental', 'defaultPeriod'],
      message: `The default period must be one of the periods (${s.rental.periods.join(', ')} days)`,
    });
  }
  for (const period of s.rental.periods) {
    if (s.rental.surchargePct[String(period)] === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['rental', 'surchargePct', String(period)],
        message: `Give a surcharge for the ${period}-day period (0 for none)`,
      });
    }
  }
  if (s.rental.earliestEventDaysAhead >= s.rental.maxDaysAhead) {
    ctx.addIssue({
      code: 'custom',
      path: ['rental', 'earliestEventDaysAhead'],
      message: 'The earliest event date must come before the latest one',
    });
  }
  const codes = s.membership.plans.map((p) => p.code);
  if (new Set(codes).size !== codes.length) {
    ctx.addIssue({
      code: 'custom',
      path: ['membership', 'plans'],
      message: 'Each plan code may appear once',
    });
  }
  const cards = s.lifecycle.rateCard.map((r) => r.code);
  if (new Set(cards).size !== cards.length) {
    ctx.addIssue({
      code: 'custom',
      path: ['lifecycle', 'rateCard'],
      message: 'Each rate card code may appear once',
    });
  }
});

/** The settings as staff edit them, with the version (last change) they were read at. */
export const StaffSettingsSchema = z.object({ value: SettingsSchema, updatedAt: z.string() });
export type StaffSettings = z.infer<typeof StaffSettingsSchema>;

/** One changed value of a settings change: 'advance.rentPct' 25 → 30. */
export const SettingChangeSchema = z.object({
  path: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type SettingChange = z.infer<typeof SettingChangeSchema>;

/** GET /api/staff/settings/history: every change, newest first: who, when, before → after. */
export const SettingsHistorySchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      staffName: z.string(),
      createdAt: z.string(),
      changes: z.array(SettingChangeSchema),
    }),
  ),
});
export type SettingsHistory = z.infer<typeof SettingsHistorySchema>;

const isPlain = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The values that differ between two settings records, as dotted paths ('lifecycle.rateCard.1.amount').
 * Arrays of different length are one change of the whole list.
 */
export function settingsChanges(before: unknown, after: unknown, path = ''): SettingChange[] {
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    return before.flatMap((item, i) => settingsChanges(item, after[i], path ? `${path}.${i}` : String(i)));
  }
  if (isPlain(before) && isPlain(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((k) => settingsChanges(before[k], after[k], path ? `${path}.${k}` : k));
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [{ path, before: before ?? null, after: after ?? null }];
}

/**
 * The keys of `input` the schema does not know (it would drop them silently): compared with
 * what the schema kept. unknownSettingKeys({ advance: { rentPct: 25, x: 1 } }, parsed) → ['advance.x'].
 */
export function unknownSettingKeys(input: unknown, kept: unknown, path = ''): string[] {
  if (Array.isArray(input) && Array.isArray(kept)) {
    return input.flatMap((item, i) => unknownSettingKeys(item, kept[i], path ? `${path}.${i}` : String(i)));
  }
  if (!isPlain(input) || !isPlain(kept)) return [];
  return Object.keys(input).flatMap((k) => {
    const at = path ? `${path}.${k}` : k;
    return k in kept ? unknownSettingKeys(input[k], kept[k], at) : [at];
  });
}
