import {
  GROUPS,
  type LineMeasurementsInput,
  MEASUREMENTS_INCOMPLETE,
  type MeasurementField,
  type Measurements,
  MeasurementsInputSchema,
  requiredMeasurementFields,
} from '@vastra/shared/schemas';
import { z } from 'zod';
import { isApiError } from '@/lib/api-client';

/** What the measurement inputs hold: text, as typed. */
export type MeasurementValues = Partial<Record<MeasurementField, string>>;

/** The field a garment's size stands for: chest (men) or top bust (women). */
const SIZE_FIELD = { men: 'chest', women: 'topBust' } as const satisfies Record<
  'men' | 'women',
  MeasurementField
>;

/** The measurements a piece needs: men pant length, waist, chest, sleeve; women four; accessories none. */
export function measurementFieldsOf(product: {
  group: 'men' | 'women';
  isAccessory: boolean;
}): readonly MeasurementField[] {
  return requiredMeasurementFields(GROUPS[product.group], product.isAccessory);
}

/**
 * The inputs' first values: what the item already has, else the saved measurements, else (chest
 * or bust only) the size: prefillMeasurements(['chest'], 'men', { size: 40 }) → { chest: '40' }.
 */
export function prefillMeasurements(
  fields: readonly MeasurementField[],
  group: 'men' | 'women',
  sources: { given?: LineMeasurementsInput; saved?: Measurements | null; size?: number | null },
): MeasurementValues {
  const values: MeasurementValues = {};
  for (const field of fields) {
    const value = sources.given?.[field] ?? sources.saved?.[field] ?? null;
    if (value !== null) values[field] = String(value);
  }
  const sizeField = SIZE_FIELD[group];
  if (fields.includes(sizeField) && !values[sizeField] && sources.size) {
    values[sizeField] = String(sources.size);
  }
  return values;
}

/**
 * Checks the piece's measurements: every one given ('Please fill in all the measurement
 * fields.'), each 1 to 99.9 inches as on the account page; gives them as numbers.
 */
export function measurementsSchema(fields: readonly MeasurementField[]) {
  const shape = {} as Record<MeasurementField, z.ZodOptional<z.ZodString>>;
  for (const field of fields) shape[field] = z.string().optional();
  return z
    .object(shape)
    .superRefine((values, ctx) => {
      const missing = fields.filter((f) => !values[f]?.trim());
      for (const field of missing) {
        ctx.addIssue({ code: 'custom', path: [field], message: MEASUREMENTS_INCOMPLETE });
      }
      if (missing.length > 0) return;
      for (const field of fields) {
        const parsed = MeasurementsInputSchema.shape[field].safeParse(values[field]?.trim());
        if (!parsed.success) {
          ctx.addIssue({ code: 'custom', path: [field], message: parsed.error.issues[0]?.message ?? '' });
        }
      }
    })
    .transform((values) => {
      const out: LineMeasurementsInput = {};
      for (const field of fields) out[field] = Number(values[field]?.trim());
      return out;
    });
}

/**
 * The measurements a server refused (400 with fields 'measurements.chest', ...), as [field,
 * message] pairs to show under their inputs; empty when the refusal was about something else.
 */
export function refusedMeasurements(error: unknown): [MeasurementField, string][] {
  if (!isApiError(error, 400)) return [];
  return Object.entries(error.fields)
    .filter(([key]) => key.startsWith('measurements.'))
    .map(([key, message]) => [key.slice('measurements.'.length) as MeasurementField, message]);
}
