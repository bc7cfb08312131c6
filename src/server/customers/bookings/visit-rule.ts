// The rule a booking's visits are written from, and nothing else: a one-time clean is one visit on
// its date; a membership's visits fall every interval from its first date (each one's slot). Only
// writing visits asks the rule; every reader (pages, e-mails, lists, feeds) reads stored visits.
import type { BusinessCalendar, LocalDate } from '../../platform/clock/business-calendar.ts';

/** A membership's slots after `after` (from its first date when null) up to and including `through`. */
export function slotsThrough(
  calendar: BusinessCalendar,
  { ruleStart, intervalDays }: { ruleStart: LocalDate; intervalDays: number },
  after: LocalDate | null,
  through: LocalDate,
): LocalDate[] {
  const slots: LocalDate[] = [];
  let slot = ruleStart;
  if (after !== null) {
    const steps = Math.floor(calendar.daysBetween(ruleStart, after) / intervalDays) + 1;
    slot = calendar.addDays(ruleStart, Math.max(0, steps) * intervalDays);
  }
  for (; slot <= through; slot = calendar.addDays(slot, intervalDays)) slots.push(slot);
  return slots;
}

/**
 * How far ahead a membership's visits are kept written: the booking horizon and two intervals
 * more, so every date a customer can book or move to already holds every visit that will fall on it.
 */
export const writeAheadDays = (horizonDays: number, intervalDays: number) => horizonDays + 2 * intervalDays;
