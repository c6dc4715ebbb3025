/*
 * Measurement names, labels and texts, without zod: the product page's help panel and the cart show
 * them, and importing them from account.ts would bring that module's schemas (and zod) along.
 * The schemas that validate measurements stay in account.ts.
 */

/** One set of measurement names everywhere (form, cart, order, account), in inches. */
export const MEASUREMENT_FIELDS = {
  men: ['pantLength', 'pantWaist', 'chest', 'sleeveLength'],
  women: ['topBust', 'topWaist', 'topSleeves', 'chaniyaLength'],
} as const;
export type MeasurementField =
  | (typeof MEASUREMENT_FIELDS.men)[number]
  | (typeof MEASUREMENT_FIELDS.women)[number];

export const MEASUREMENT_LABELS: Record<MeasurementField, string> = {
  pantLength: 'Pant length',
  pantWaist: 'Pant waist',
  chest: 'Chest',
  sleeveLength: 'Sleeve length',
  topBust: 'Top bust',
  topWaist: 'Top waist',
  topSleeves: 'Top sleeves',
  chaniyaLength: 'Chaniya length',
};

/** 'Chest 40 · Pant waist 32': the measurements a line was made to, in the fields' order. */
export function measurementsText(measurements: Partial<Record<string, unknown>>): string {
  return (Object.entries(MEASUREMENT_LABELS) as [MeasurementField, string][])
    .filter(([field]) => measurements[field] !== undefined && measurements[field] !== null)
    .map(([field, label]) => `${label} ${String(measurements[field])}`)
    .join(' · ');
}

export const MEASUREMENTS_SAVED = 'Measurements saved!';
export const MEASUREMENTS_INCOMPLETE = 'Please fill in all the measurement fields.';
