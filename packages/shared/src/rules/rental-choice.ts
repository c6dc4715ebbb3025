import {
  COMMERCE_MESSAGES,
  type LineMeasurementsInput,
  measurementsFor,
  requiredMeasurementFields,
} from '../schemas/commerce.ts';
import type { MeasurementField } from '../schemas/measurements.ts';
import type { Settings } from '../schemas/settings.ts';
import type { IsoDate } from './dates.ts';
import { eventDateError, isRentalPeriod, MESSAGES } from './rental.ts';

/** Why a rental cannot be chosen as given: the field, the message, and for a form a short hint. */
export type RentalChoiceProblem =
  | { field: 'eventDate'; message: string }
  | { field: 'period'; message: string; hint: string }
  | { field: 'measurements'; message: string; missing: MeasurementField[] };

type ChoiceContext = { today: IsoDate; rules: Settings['rental'] };

/**
 * The one check of a rental's date and period, everywhere one is chosen (listing filter, quote,
 * cart): the event date is given and late enough, the period is one on offer. Null when fine.
 * rentalDateProblem({ eventDate: '2026-12-10', period: 5 }, ctx) → period problem (4, 6, 8, 10).
 */
export function rentalDateProblem(
  input: { eventDate?: IsoDate | null | undefined; period?: number | null | undefined },
  ctx: ChoiceContext,
): RentalChoiceProblem | null {
  if (!input.eventDate) return { field: 'eventDate', message: MESSAGES.eventDateRequired };
  const period = input.period ?? ctx.rules.defaultPeriod;
  if (!isRentalPeriod(period, ctx.rules)) {
    const periods = ctx.rules.periods.join(', ');
    return {
      field: 'period',
      message: `Rental period must be one of ${periods} days`,
      hint: `Choose ${periods} days`,
    };
  }
  const tooEarly = eventDateError(input.eventDate, ctx.today, ctx.rules);
  return tooEarly ? { field: 'eventDate', message: tooEarly } : null;
}

/**
 * The sizes a rented piece needs (its group's measurements; none for an accessory), from what
 * the customer gave or else their saved measurements; a problem names every missing one.
 */
export function rentalSizes(
  piece: { grp: number; isAccessory: boolean },
  given: LineMeasurementsInput,
  saved?: LineMeasurementsInput,
): { measurements: LineMeasurementsInput; problem: RentalChoiceProblem | null } {
  const fields = requiredMeasurementFields(piece.grp, piece.isAccessory);
  const chosen = measurementsFor(fields, given, saved);
  const missing = fields.filter((f) => chosen[f] === undefined);
  if (missing.length === 0) return { measurements: chosen, problem: null };
  return {
    measurements: chosen,
    problem: { field: 'measurements', message: COMMERCE_MESSAGES.measurementsIncomplete, missing },
  };
}
