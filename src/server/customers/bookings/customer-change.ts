// A change a customer makes to their own booking, from its page or from their account: the same
// forms, the same rules and the same words either way. Each form names one action; a visit it
// names must be the booking's own. Cancelling (a membership: ending it) asks why, and the reason
// is kept with the cancellation.
import { z } from 'zod';
import { LANGUAGES } from '../../../common/languages.ts';
import { LEAVING_REASONS, LEAVING_WORDS_MAX } from '../../../common/leaving-reasons.ts';
import type { BookingNotice, BookingStep } from '../../../common/booking-page.ts';
import type { BookingStore } from './booking-store.ts';
import type { BookingView, ChangeResult, VisitProblem } from './booking-types.ts';

const leaving = {
  reason: z.enum(LEAVING_REASONS).optional().catch(undefined),
  words: z.string().trim().max(LEAVING_WORDS_MAX).optional().catch(undefined),
};

export const CUSTOMER_CHANGE = z.discriminatedUnion('action', [
  z.object({ action: z.literal('move'), visit: z.string().max(64), to: z.string().max(10) }),
  z.object({ action: z.literal('skip'), visit: z.string().max(64) }),
  z.object({ action: z.literal('cancel'), ...leaving }),
  z.object({ action: z.literal('end'), ...leaving }),
  z.object({ action: z.literal('confirm') }),
  // Pause for so many weeks from the next visit, or until a date (a date, when given, wins).
  z.object({
    action: z.literal('pause'),
    weeks: z.coerce.number().int().min(1).max(26).optional().catch(undefined),
    until: z.iso.date().optional().catch(undefined),
  }),
  z.object({ action: z.literal('resume') }),
  z.object({ action: z.literal('rebook'), to: z.string().max(10) }),
  z.object({ action: z.literal('language'), language: z.enum(LANGUAGES) }),
]);
export type CustomerChange = z.infer<typeof CUSTOMER_CHANGE>;

/** What the page says after a change, and the step it opens on (a cancel without its reason goes back to its question). */
export interface ChangeAnswer {
  notice: BookingNotice;
  step?: BookingStep;
}

const VISIT_PROBLEMS: readonly string[] = ['past', 'marked', 'not-scheduled'] satisfies VisitProblem[];

/** What the page says after a change to one visit: done, or why not. */
function noticeOf(result: ChangeResult | undefined, done: BookingNotice): BookingNotice {
  if (!result || (!result.ok && VISIT_PROBLEMS.includes(result.problem))) return 'unchanged';
  if (result.ok) return done;
  return result.problem === 'same-booking' ? 'twice' : result.problem === 'paused' ? 'in-pause' : 'taken';
}

/** A membership paused or resumed by the customer. */
function pauseOrResume(bookings: BookingStore, booking: BookingView, data: Extract<CustomerChange, { action: 'pause' | 'resume' }>) {
  if (data.action === 'resume') {
    const resumed = bookings.resume(booking.id, 'customer');
    return resumed?.ok ? 'resumed' : resumed?.problem === 'full' ? 'resume-full' : 'unchanged';
  }
  const request = data.until ? { until: data.until } : data.weeks ? { weeks: data.weeks } : undefined;
  const paused = request && bookings.pause(booking.id, request, 'customer');
  if (paused?.ok) return 'paused';
  if (paused?.problem === 'too-many') return 'pause-limit';
  return paused?.problem === 'too-long' || paused?.problem === 'too-short' || !request ? 'pause-refused' : 'unchanged';
}

/** A one-time clean cancelled or a membership ended, with the reason the customer gave. */
function leave(bookings: BookingStore, booking: BookingView, data: Extract<CustomerChange, { action: 'cancel' | 'end' }>): ChangeAnswer {
  if (data.action === 'cancel' && booking.intervalDays !== null) return { notice: 'end-only' };
  if (booking.intervalDays === null && bookings.cleanGiven(booking.id)) return { notice: 'clean-given' };
  // Asked why first: without a reason, the question again.
  if (!data.reason) return { notice: 'why', step: booking.intervalDays === null ? 'cancel' : 'end' };
  const words = data.words ?? '';
  const after = bookings.cancel(booking.id, 'customer', booking.intervalDays === null ? 'cancelled' : 'ended', {
    leaving: { reason: data.reason, words },
  });
  return { notice: after === undefined ? 'unchanged' : after.status === 'ended' ? 'ended' : 'cancelled' };
}

/** Applies one change the customer asked for to their booking: what the page says after it. */
export function applyCustomerChange(bookings: BookingStore, booking: BookingView, data: CustomerChange): ChangeAnswer {
  if (data.action === 'confirm') return { notice: bookings.confirmHold(booking.id) ? 'confirmed' : 'unchanged' };
  // The language their page, e-mails, invitation and texts are written in: changed on its own, any time.
  if (data.action === 'language') return { notice: bookings.setLanguage(booking.id, data.language) ? 'language' : 'unchanged' };
  // A held booking is confirmed first: nothing else changes it.
  if (booking.holdUntil !== null) return { notice: 'unchanged' };
  if (data.action === 'pause' || data.action === 'resume') return { notice: pauseOrResume(bookings, booking, data) };
  // A link is not a way to text its booking's phone every few seconds: so many changes a day.
  if (!bookings.customerMayChange(booking.id)) return { notice: 'limit' };
  const by = 'customer';
  if (data.action === 'rebook') return { notice: noticeOf(bookings.rebook(booking.id, data.to, by), 'rebooked') };
  if (data.action === 'move' || data.action === 'skip') {
    // A visit named by a form must be this booking's: a page opens one booking only.
    const visit = bookings.visit(data.visit);
    const changed =
      visit?.bookingId !== booking.id
        ? undefined
        : data.action === 'move'
          ? bookings.moveVisit(visit.id, data.to, by)
          : bookings.cancelVisit(visit.id, by);
    return { notice: noticeOf(changed, data.action === 'move' ? 'moved' : booking.intervalDays === null ? 'cancelled' : 'skipped') };
  }
  return leave(bookings, booking, data);
}
