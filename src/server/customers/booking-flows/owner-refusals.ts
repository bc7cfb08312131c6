// A change to a booking refused, in the owner's words: a pause, a visit moved or a lead booked,
// a whole day's visits moved. The owner's routes (Bookings, Customers, holiday weeks) answer with them.
import type { BookLeadResult } from './book-lead.ts';
import type { ChangeResult, DayMoveResult, PauseResult } from '../bookings/booking-types.ts';
import { DATE_PROBLEMS, type DateProblem, type ServiceDates } from '../bookings/service-dates.ts';
import type { LocalDate } from '../../platform/clock/business-calendar.ts';

export const PAUSE_REFUSALS: Record<Extract<PauseResult, { ok: false }>['problem'], string> = {
  'not-membership': 'Only a membership can be paused.',
  'no-visit': 'No visit ahead to pause.',
  already: 'This membership is already paused.',
  'too-many': 'This membership has had its pauses for this year.',
  'too-long': 'That pause is longer than the site config allows.',
  'too-short': 'Pick a date after the next visit.',
};

/** A day's move refused for its dates: the date's own problem, or these. */
const DAY_MOVE_REFUSALS: Record<'past' | 'same-day' | DateProblem, string> = {
  ...DATE_PROBLEMS,
  past: 'That day has passed.',
  'same-day': 'Pick another date.',
  'too-soon': 'Move a day’s visits to tomorrow or later.',
};

/** Why a visit or a lead's booking was refused (a booking's own limit brings its own words). */
type Refused = Exclude<Extract<ChangeResult | BookLeadResult, { ok: false }>['problem'], 'limit'>;

export const REFUSALS: Record<Refused, string> = {
  ...DATE_PROBLEMS,
  full: 'That date is full.',
  'same-booking': 'That date already holds a visit of this booking.',
  paused: 'That date falls in this membership’s pause: pick a date after it, or resume the membership first.',
  past: 'That visit has passed.',
  marked: 'That visit is already marked done or skipped.',
  'not-scheduled': 'That visit is cancelled, or its booking is over.',
  'no-lead': 'No such lead.',
  commercial: 'A commercial lead gets a proposal, not an instant date: call them back.',
};

/** Why a day's visits did not move, in the owner's words. */
export function dayMoveRefusal(result: Extract<DayMoveResult, { ok: false }>, to: LocalDate, dates: ServiceDates): string {
  if (result.problem === 'no-visits') return 'No visits to move on that date.';
  if (result.problem === 'same-booking') return `${dates.words(to)} already holds a visit of ${result.name}: pick another date.`;
  if (result.problem === 'paused') return `${dates.words(to)} falls in ${result.name}’s pause: pick another date.`;
  if (result.problem === 'full') return `${dates.words(to)} has room for ${result.room} more, not ${result.needed}.`;
  return DAY_MOVE_REFUSALS[result.problem];
}
