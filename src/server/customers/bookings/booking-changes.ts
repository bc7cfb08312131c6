// The changes to a booking after it is made: a visit moved, made up or given up, a whole day
// moved, a booking cancelled or ended, its cans changed. Each runs in one transaction over the
// store's parts, refuses with the reason and changes nothing when it cannot, and is told to the
// booking's followers by the record it writes.
import type { LeavingReason } from '../../../common/leaving-reasons.ts';
import type { LocalDate } from '../../platform/clock/business-calendar.ts';
import { newVisit, type BookingParts } from './booking-core.ts';
import {
  givenUp,
  type BookedVisit,
  type Booking,
  type CansResult,
  type ChangeResult,
  type ChangedBy,
  type DayMoveResult,
} from './booking-types.ts';

/** Moves one visit to another date with room, that holds none of the same booking's visits. */
export function moveVisit({ core }: BookingParts, visitId: string, to: LocalDate, by: ChangedBy): ChangeResult | undefined {
  return core.changeVisit(visitId, (visit, booking) => {
    const refused = core.refusal(to, booking.pickupDay);
    if (refused) return refused;
    if (core.rows.visitsOf(booking.id).some((other) => other.date === to && other.state !== 'cancelled'))
      return { ok: false, problem: 'same-booking', next: core.datesWithRoom(booking.pickupDay).filter((d) => d !== to) };
    const pause = core.inPause(booking.id, to);
    if (pause)
      return {
        ok: false,
        problem: 'paused',
        until: pause.until,
        next: core.datesWithRoom(booking.pickupDay, undefined, core.dates.calendar.addDays(pause.until, -1)),
      };
    core.shift(booking, visit, to, by);
    return { ok: true, booking: core.rows.get(booking.id)!, visit: core.rows.visit(visitId)! };
  });
}

/**
 * A one-time clean the crew could not do (cans not out, no access), credited forward: the
 * customer picks a new date with room, and a new visit is booked on it. Undefined when the
 * booking has no such visit to make up.
 */
export function rebookMissed({ core, reads }: BookingParts, bookingId: string, to: LocalDate, by: ChangedBy): ChangeResult | undefined {
  core.writeAhead();
  const result = core.db
    .transaction((): ChangeResult | undefined => {
      const booking = core.rows.get(bookingId);
      const missed = booking && reads.missedToMakeUp(booking);
      if (!booking || !missed) return undefined;
      const refused = core.refusal(to, booking.pickupDay);
      if (refused) return refused;
      const visit = newVisit(booking.id, to, core.clock.now(), by);
      core.rows.insertVisit(visit);
      core.recordChange(booking, by, 'moved', { visit: visit.id, from: missed.date, to });
      return { ok: true, booking: core.rows.get(booking.id)!, visit };
    })
    .immediate();
  if (result?.ok) core.outbox.announceQueued();
  return result;
}

/** Gives up one visit: a membership's single date, or a one-time clean (the whole booking). */
export function cancelVisit({ core }: BookingParts, visitId: string, by: ChangedBy): ChangeResult | undefined {
  return core.changeVisit(visitId, (visit, booking) => {
    const at = core.clock.now();
    core.rows.setVisitState(visit.id, 'cancelled', at, by);
    if (booking.intervalDays === null) {
      core.rows.setStatus(booking.id, 'cancelled', null, at);
      core.recordChange(booking, by, 'cancelled', { visit: visit.id, from: visit.date });
    } else core.recordChange(booking, by, 'visit-cancelled', { visit: visit.id, from: visit.date });
    return { ok: true, booking: core.rows.get(booking.id)!, visit: core.rows.visit(visitId)! };
  });
}

/**
 * Moves every scheduled visit on a date to another working day, all of them or none: a storm,
 * or a holiday week when every pickup runs a day late. The date need not follow each
 * customer's pickup rule (that is the point), but it must be a working day ahead, within the
 * horizon, with room for them all, and hold none of the same customers' visits. Visits
 * already marked (done before the storm stopped the day) stay. Each customer is told as for a
 * single move. `only` picks which of the day's visits go (a holiday moves one jurisdiction's).
 */
export function moveDay(
  { core }: BookingParts,
  from: LocalDate,
  to: LocalDate,
  by: ChangedBy,
  only: (visit: BookedVisit) => boolean = () => true,
  { beyondHorizon = false } = {},
): DayMoveResult {
  core.writeAhead();
  const result = core.db
    .transaction((): DayMoveResult => {
      const visits = core.rows.dayList(from).filter((visit) => visit.state === 'scheduled' && only(visit));
      if (visits.length === 0) return { ok: false, problem: 'no-visits' };
      if (from < core.dates.today()) return { ok: false, problem: 'past' };
      if (to === from) return { ok: false, problem: 'same-day' };
      const problem = core.dates.problemWithWorkday(to, { beyondHorizon });
      if (problem) return { ok: false, problem };
      const room = core.roomOn(to);
      if (room < visits.length) return { ok: false, problem: 'full', room: Math.max(0, room), needed: visits.length };
      const onTarget = new Set(core.rows.dayList(to).map((visit) => visit.bookingId));
      const twice = visits.find((visit) => onTarget.has(visit.bookingId));
      if (twice) return { ok: false, problem: 'same-booking', name: twice.booking.customer.name };
      const paused = visits.find((visit) => core.inPause(visit.bookingId, to));
      if (paused) return { ok: false, problem: 'paused', name: paused.booking.customer.name };
      for (const visit of visits) core.shift(visit.booking, visit, to, by);
      return { ok: true, moved: visits.length };
    })
    .immediate();
  if (result.ok) core.outbox.announceQueued();
  return result;
}

/**
 * Cancels a booking (every scheduled visit from today on), or ends a membership after today:
 * today's visit stands, later ones are given up. A membership ended before its first visit is
 * cancelled. `atStripe`: the customer ended it at Stripe, where nothing is left to stop.
 */
export function cancelBooking(
  { core, reads }: BookingParts,
  id: string,
  by: ChangedBy,
  what: 'cancelled' | 'ended' = 'cancelled',
  { atStripe = false, leaving }: { atStripe?: boolean; leaving?: { reason: LeavingReason; words: string } } = {},
): Booking | undefined {
  core.writeAhead();
  const result = core.db
    .transaction(() => {
      const booking = core.rows.get(id);
      if (!booking || booking.status !== 'booked') return undefined;
      // A one-time clean given (or tried at the curb) is behind us: there is nothing to cancel.
      if (booking.intervalDays === null && reads.cleanGiven(id)) return undefined;
      const today = core.dates.today();
      const at = core.clock.now();
      const ends = what === 'ended' && booking.intervalDays !== null && core.rows.visitsOf(id).some((v) => !givenUp(v) && v.date <= today);
      const from = reads.nextVisits(booking, 2).find((v) => (ends ? v.date > today : true))?.date;
      core.rows.cancelAfter(id, ends ? today : core.dates.calendar.addDays(today, -1), at, by);
      core.rows.setStatus(id, ends ? 'ended' : 'cancelled', booking.intervalDays === null ? null : today, at);
      // Why they left, when they said, is kept with the cancellation itself (the owner's Home counts it).
      core.recordChange(booking, by, ends ? 'ended' : 'cancelled', {
        ...(from ? { from } : {}),
        ...(atStripe ? { atStripe } : {}),
        ...(leaving ? { reason: leaving.reason, words: leaving.words } : {}),
      });
      return core.rows.get(id);
    })
    .immediate();
  if (result) core.outbox.announceQueued();
  return result;
}

/**
 * Changes how many cans a booking counts, and with it the price of each visit to come (at the
 * prices the booking was made at). Where a day's room is counted in cans, every visit to come
 * must have room for the cans added. An account's address counts its carts on its proposal.
 */
export function changeCans({ core, reads }: BookingParts, bookingId: string, cans: number, by: ChangedBy): CansResult {
  core.writeAhead();
  const result = core.db
    .transaction((): CansResult => {
      const booking = core.rows.get(bookingId);
      if (!booking || booking.status !== 'booked' || booking.accountId !== null || !booking.prices) return { ok: false, problem: 'closed' };
      if (cans === booking.cans) return { ok: false, problem: 'same' };
      const ahead = reads.nextVisits(booking, Number.MAX_SAFE_INTEGER);
      const added = cans - booking.cans;
      const full = ahead.find((v) => added > 0 && core.dayRoom(v.date).unit === 'cans' && core.roomOn(v.date) < added);
      if (full) return { ok: false, problem: 'full', date: full.date };
      core.rows.setCans(booking.id, cans);
      core.recordChange(booking, by, 'cans', { ...(ahead[0] ? { from: ahead[0].date } : {}), cans: { from: booking.cans, to: cans } });
      return { ok: true, booking: core.rows.get(booking.id)! };
    })
    .immediate();
  if (result.ok) core.outbox.announceQueued();
  return result;
}
