// A membership's pauses (and their early end), a visit held while its charge is declined, and a
// web booking held until its e-mail's link confirms it: verbs over the store's parts.
import type { Weekday } from '../../../common/site-config.schema.ts';
import type { LocalDate } from '../../platform/clock/business-calendar.ts';
import { pauseCovers } from './booking-rows.ts';
import { givenUp, type ChangedBy, type PauseRequest, type PauseResult, type ResumeResult, type Visit } from './booking-types.ts';
import type { BookingCore, BookingParts } from './booking-core.ts';

/**
 * Pauses a membership: its visits from the next one that can still be changed (tomorrow's only
 * before the cut-off) until the date asked (so many weeks on, or a date) are paused, not deleted;
 * it resumes by itself after. Within the site config's limits: the longest pause, and so many a year.
 */
export function pauseMembership({ core }: BookingParts, bookingId: string, request: PauseRequest, by: ChangedBy): PauseResult | undefined {
  core.writeAhead();
  const result = core.db
    .transaction((): PauseResult | undefined => {
      const booking = core.rows.get(bookingId);
      if (!booking || booking.status !== 'booked') return undefined;
      if (booking.intervalDays === null) return { ok: false, problem: 'not-membership' };
      const { calendar, rules } = core.dates;
      if (core.rows.activePause(bookingId, core.dates.today())) return { ok: false, problem: 'already' };
      if (core.rows.pausesSince(bookingId, core.clock.now() - 365 * 24 * 3600_000) >= rules.pausesPerYear)
        return { ok: false, problem: 'too-many' };
      const earliest = core.dates.earliest();
      const first = core.rows.visitsOf(bookingId).find((v) => v.state === 'scheduled' && v.date >= earliest);
      if (!first) return { ok: false, problem: 'no-visit' };
      const until = 'weeks' in request ? calendar.addDays(first.date, request.weeks * 7) : request.until;
      if (until <= first.date) return { ok: false, problem: 'too-short' };
      if (calendar.daysBetween(first.date, until) > rules.pauseMaxWeeks * 7) return { ok: false, problem: 'too-long' };
      const at = core.clock.now();
      core.rows.addPause({ bookingId, from: first.date, until, at, by });
      const inPause = core.rows
        .visitsOf(bookingId)
        .filter((v) => v.state === 'scheduled' && pauseCovers({ from: first.date, until }, v.date));
      for (const visit of inPause) core.rows.setVisitState(visit.id, 'paused', at, by);
      const firstAfter = core.rows.visitsOf(bookingId).find((v) => v.state === 'scheduled' && v.date >= until)?.date;
      core.recordChange(booking, by, 'paused', { from: first.date, to: firstAfter ?? until, until });
      return { ok: true, from: first.date, until, firstAfter, paused: inPause.length };
    })
    .immediate();
  if (result?.ok) core.outbox.announceQueued();
  return result;
}

/**
 * Ends a membership's pause early: its paused visits still ahead come back, each on its own day
 * when that day has room, else on the next pickup date that has (the message says so). When one
 * finds no room within a few weeks the resume is refused and nothing changes: a paused visit
 * never stays inside a pause that has ended. Those too close to change (tomorrow's after the
 * cut-off) stay paused, and the pause then ends on the first date that can still change.
 */
export function resumeMembership({ core, reads }: BookingParts, bookingId: string, by: ChangedBy): ResumeResult | undefined {
  core.writeAhead();
  const result = core.db
    .transaction((): ResumeResult | undefined => {
      const booking = core.rows.get(bookingId);
      if (!booking || booking.status !== 'booked') return undefined;
      const pause = core.rows.activePause(bookingId, core.dates.today());
      if (!pause) return { ok: false, problem: 'not-paused' };
      const earliest = core.dates.earliest();
      const visits = core.rows.visitsOf(bookingId);
      const taken = new Set(visits.filter((v) => !givenUp(v)).map((v) => v.date));
      const added = new Map<LocalDate, number>();
      const places: { visit: Visit; to: LocalDate }[] = [];
      for (const visit of visits.filter((v) => v.state === 'paused' && v.date >= earliest)) {
        const to = placeFor(
          core,
          booking.pickupDay,
          visit.date,
          (date) => taken.has(date) || !core.hasRoom(date, 1 + (added.get(date) ?? 0)),
        );
        if (!to) return { ok: false, problem: 'full', date: visit.date };
        places.push({ visit, to });
        taken.add(to);
        added.set(to, (added.get(to) ?? 0) + 1);
      }
      const at = core.clock.now();
      // It ran until the first date that can still change (none of it, when it had not begun).
      core.rows.endPause(pause.id, at, earliest < pause.from ? pause.from : earliest < pause.until ? earliest : pause.until);
      for (const { visit, to } of places) {
        if (to !== visit.date) core.rows.moveVisit(visit.id, visit.date, to, at, by);
        core.rows.setVisitState(visit.id, 'scheduled', at, by);
      }
      const moved = places.find((p) => p.to !== p.visit.date);
      const next = reads.nextVisits(booking, 1)[0]?.date;
      core.recordChange(booking, by, 'resumed', {
        ...(next ? { to: next } : {}),
        ...(moved ? { visit: moved.visit.id, from: moved.visit.date } : {}),
      });
      return { ok: true, next, back: places.length, moved: moved && { from: moved.visit.date, to: moved.to } };
    })
    .immediate();
  if (result?.ok) core.outbox.announceQueued();
  return result;
}

/** A visit's own date, or the next pickup date after it that is not refused, within eight weeks; undefined when none. */
function placeFor(core: BookingCore, pickup: Weekday, date: LocalDate, refused: (date: LocalDate) => boolean): LocalDate | undefined {
  const last = core.dates.calendar.addDays(date, 8 * 7);
  for (let day = date; day <= last; day = core.dates.pickupDateFrom(core.dates.calendar.addDays(day, 1), pickup))
    if (!refused(day)) return day;
  return undefined;
}

/** Holds a membership's next visit until its charge goes through; its date, or undefined when none is ahead. */
export function holdNextVisit({ core, reads }: BookingParts, bookingId: string): LocalDate | undefined {
  const booking = core.rows.get(bookingId);
  const next = booking && reads.nextVisits(booking, 1)[0];
  if (!next) return undefined;
  core.rows.setVisitState(next.id, 'held', core.clock.now(), 'system');
  return next.date;
}

/** A charge went through: the visits held for it are back on the route. Returns how many. */
export function releaseHeldVisits({ core }: BookingParts, bookingId: string): number {
  const held = core.rows.visitsOf(bookingId).filter((v) => v.state === 'held');
  for (const visit of held) core.rows.setVisitState(visit.id, 'scheduled', core.clock.now(), 'system');
  return held.length;
}

/**
 * Confirms a held booking from its e-mail's link while the hold lasts: its lead goes on like any
 * booked one and the customer gets the usual confirmation. False when there is nothing to confirm.
 */
export function confirmHold({ core, reads }: BookingParts, id: string): boolean {
  const confirmed = core.db
    .transaction(() => {
      const booking = core.rows.get(id);
      if (!booking || booking.status !== 'booked' || booking.holdUntil === null || booking.holdUntil <= core.clock.now()) return false;
      core.rows.confirm(id);
      core.events.emit({ kind: 'hold-confirmed', leadId: booking.leadId });
      core.recordChange({ ...booking, holdUntil: null }, 'customer', 'confirmed', { to: reads.nextVisits(booking, 1)[0]?.date });
      return true;
    })
    .immediate();
  if (confirmed) core.outbox.announceQueued();
  return confirmed;
}

/** Holds whose time ran out unconfirmed: gone, with their visits (the places are free) and their lead. Returns how many. */
export function dropExpiredHolds({ core }: BookingParts): number {
  return core.db
    .transaction(() => {
      const expired = core.rows.expiredHolds(core.clock.now());
      for (const booking of expired) {
        for (const change of core.rows.changes(booking.id)) core.outbox.forget({ kind: 'booking-change', id: String(change.id) });
        core.rows.dropHeld(booking.id);
        core.events.emit({ kind: 'hold-dropped', leadId: booking.leadId });
      }
      return expired.length;
    })
    .immediate();
}
