import {
  eachDay,
  earliestEventDate,
  eventDateError,
  MESSAGES,
  refundableDeposit,
  rentalDates,
  rentForPeriod,
  todayInIndia,
} from '@vastra/shared/rules';
import type { ProductDetail, Settings } from '@vastra/shared/schemas';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { useFirstHydrationOver } from '@/lib/hydrate-in-turns';
import { toast } from '@/lib/toast';
import { useBookedDates } from '../api/get-booked-dates';
import { useQuote } from '../api/get-quote';

/**
 * The shopper's rental choice on a product page: period and event date, and what follows from them
 * by the shared rules (delivery and return dates, rent for the period), recomputed on every change.
 * A date whose rental span meets a booked day cannot be chosen; if a new period makes the chosen
 * date clash, the date is cleared with the 'already booked' message.
 */
export function useRentalChoice(
  product: Pick<ProductDetail, 'code' | 'rent' | 'deposit'>,
  rules: Settings['rental'],
  carried?: { eventDate?: string; period?: number },
) {
  const carriedPeriod =
    carried?.period && rules.periods.includes(carried.period) ? carried.period : undefined;
  const [period, setPeriodState] = useState(carriedPeriod ?? rules.defaultPeriod);
  const [eventDate, setEventDate] = useState<string | null>(null);
  /** The event date the shopper brought (listing, login): whether this piece is free then, or why not. */
  const [verdict, setVerdict] = useState<CarriedVerdict | null>(null);
  const booked = useBookedDates(product.code);
  const today = todayInIndia();
  const earliest = booked.data?.earliestEventDate ?? earliestEventDate(today, rules);
  const blocked = useMemo(() => new Set(booked.data?.dates ?? []), [booked.data]);

  const isUnavailableFor = useCallback(
    (date: string, days: number) => {
      const { deliveryDate, returnDate } = rentalDates(date, days, rules);
      return eachDay(deliveryDate, returnDate).some((d) => blocked.has(d));
    },
    [blocked, rules],
  );
  const isUnavailable = useCallback(
    (date: string) => isUnavailableFor(date, period),
    [isUnavailableFor, period],
  );

  const clearWithConflict = useCallback(() => {
    setEventDate(null);
    toast.error(MESSAGES.conflict);
  }, []);

  const setPeriod = (days: number) => {
    setPeriodState(days);
    if (eventDate && isUnavailableFor(eventDate, days)) clearWithConflict();
  };

  /** Checks a date before it is taken: too early, or booked for this period. */
  const validate = useCallback(
    (date: string) => eventDateError(date, today, rules) ?? (isUnavailable(date) ? MESSAGES.conflict : null),
    [today, rules, isUnavailable],
  );

  // A carried date is taken once the booked days are known, if the piece is free then; once per
  // carried date: later choices are the shopper's own. And once the page is taken over: the
  // verdict and the date go to the booking part, which may still wait for its turn (record 52).
  const carriedDate = carried?.eventDate;
  const bookedKnown = !booked.isPending;
  const settled = useFirstHydrationOver(Boolean(carriedDate));
  const judged = useRef<string | null>(null);
  useEffect(() => {
    if (!settled || !carriedDate || !bookedKnown || judged.current === carriedDate) return;
    judged.current = carriedDate;
    const reason = validate(carriedDate);
    setVerdict({ eventDate: carriedDate, reason });
    if (!reason) setEventDate(carriedDate);
  }, [settled, carriedDate, bookedKnown, validate]);

  // The server has the last word: a 409 (booked meanwhile) clears the date.
  const quote = useQuote(product.code, eventDate, period);
  useEffect(() => {
    if (quote.error && isApiError(quote.error, 409)) clearWithConflict();
  }, [quote.error, clearWithConflict]);

  const baseRent = product.rent ?? 0;
  const rent = rentForPeriod(baseRent, period, rules);
  const dates = eventDate ? rentalDates(eventDate, period, rules) : null;
  return {
    period,
    setPeriod,
    eventDate,
    setEventDate,
    earliest,
    isUnavailable,
    validate,
    dates,
    rent,
    deposit: refundableDeposit({ deposit: product.deposit, baseRent: product.rent }),
    bookedLoading: booked.isPending,
    /** Only while the carried date is still the chosen one (or was refused). */
    verdict: verdict && (verdict.reason || verdict.eventDate === eventDate) ? verdict : null,
  };
}

export type RentalChoice = ReturnType<typeof useRentalChoice>;
/** A carried event date and why it cannot be had (null: the piece is free then). */
export type CarriedVerdict = { eventDate: string; reason: string | null };
