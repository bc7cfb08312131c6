// What a customer asks after booking, on a call or in a text thread: a visit moved to another day
// with room, one visit skipped, a one-time clean cancelled or a membership ended (a pause offered
// first). Only for the caller's own bookings: the number proven (the phone line's caller, or a
// code texted in this conversation), and a customer with bookings at two streets is asked which.
// Each change goes through the same code as the customer's booking page (the same message to the
// customer, the same money, the same history), with Ava as its author.
import { z } from 'zod';
import { contactSchema } from '../../../common/contact-schema.ts';
import { formatPhone } from '../../../common/phone.ts';
import type { BookingView, ChangeResult, Visit } from '../../customers/bookings/booking-types.ts';
import { defineTool, type ToolCall } from '../../platform/voice/voice-tool.ts';
import type { ReceptionistContext } from './context.ts';
import { about } from './tool-args.ts';
import { provenMobile } from './pause-tools.ts';
import { datesToMoveTo } from '../../customers/bookings/booking-page-data.ts';

type Context = ReceptionistContext & ToolCall;

/** Whose booking: the number proven, and its street when they have several. */
export const changeArgs = {
  mobile: contactSchema.shape.mobile.meta(about('the mobile number the booking was made with')),
  street: z.string().max(120).optional().meta(about('the street of the booking, when they have more than one')),
};
const visitDate = z.iso.date().optional().meta(about('the date of the visit to change, YYYY-MM-DD; leave out for their next visit'));

/** The caller's own running booking (by street when they have several), or words to say. */
export function callersBooking(
  mobile: string,
  street: string | undefined,
  context: Context,
): { booking: BookingView } | { refusal: string } {
  const proven = provenMobile(mobile, context);
  if ('refusal' in proven) return proven;
  const running = context.bookings.allRunningOf(proven.e164);
  if (!running.length) return { refusal: `There is no running booking for ${formatPhone(mobile)}. Check the number with them.` };
  const words = (street ?? '').trim().toLowerCase();
  const named = words ? running.filter((b) => b.customer.street.toLowerCase().includes(words)) : running;
  if (named.length === 1) return { booking: named[0]! };
  const streets = running.map((b) => b.customer.street).join('; ');
  return { refusal: `They have bookings at ${streets}: ask which street, then call again with it.` };
}

/** The visit to change: the one on the date named, else the next. */
function visitOf(booking: BookingView, date: string | undefined, context: Context): Visit | string {
  const ahead = context.bookings.nextVisits(booking, 12);
  const visit = date ? ahead.find((v) => v.date === date) : ahead[0];
  if (visit) return visit;
  const { dates } = context.bookings;
  return date
    ? `There is no visit on ${dates.words(date)} to change. Their next visits: ${ahead.map((v) => dates.words(v.date)).join(', ') || 'none'}.`
    : 'There is no visit ahead on this booking to change.';
}

const dayList = (dates: string[], context: Context) =>
  dates.map((d) => `${context.bookings.dates.words(d)} (${d})`).join(', ') || 'none in the next weeks';

/** A refused change in words, with the dates that can be had where that is why. */
function refusalWords(result: ChangeResult | undefined, context: Context): string {
  if (!result) return 'that visit cannot be changed.';
  if (result.ok) return '';
  const { dates } = context.bookings;
  if (result.problem === 'full') return `that day is full. Days with room: ${dayList(result.next, context)}.`;
  if (result.problem === 'marked' || result.problem === 'past') return 'that visit has already been given (or its day has passed).';
  if (result.problem === 'paused') return `the membership is paused until ${dates.words(result.until)}.`;
  if (result.problem === 'not-scheduled') return 'that visit is not scheduled.';
  return `that date cannot be had (${result.problem}). Days with room: ${dayList(result.next ?? [], context)}.`;
}

export const changeDates = defineTool({
  name: 'change_dates',
  description: "The caller's booking, its next visits and the other days with room they can move a visit to.",
  args: z.object(changeArgs),
  timeoutSeconds: 10,
  notDone: 'No booking found.',
  run({ mobile, street }, context: Context) {
    const found = callersBooking(mobile, street, context);
    if ('refusal' in found) return found.refusal;
    const { booking } = found;
    const { bookings } = context;
    const ahead = bookings.nextVisits(booking, 3);
    // The days the booking's page offers.
    const offers = datesToMoveTo(bookings, booking, ahead, booking.intervalDays !== null ? bookings.pauseOf(booking.id) : undefined);
    return `The booking at ${booking.customer.street} (${booking.intervalDays === null ? 'a one-time clean' : 'a membership'}). Next visits: ${dayList(
      ahead.map((v) => v.date),
      context,
    )}. Days with room to move one to: ${dayList(offers, context)}.`;
  },
});

export const moveVisit = defineTool({
  name: 'move_visit',
  description: "Move one of the caller's visits (their next, or the one on visit_date) to another day with room.",
  args: z.object({
    ...changeArgs,
    visit_date: visitDate,
    to: z.iso.date().meta(about('the day to move it to, YYYY-MM-DD, one with room')),
  }),
  timeoutSeconds: 15,
  notDone: 'Not moved.',
  run({ mobile, street, visit_date, to }, context: Context) {
    const found = callersBooking(mobile, street, context);
    if ('refusal' in found) return `Not moved. ${found.refusal}`;
    const visit = visitOf(found.booking, visit_date, context);
    if (typeof visit === 'string') return `Not moved. ${visit}`;
    const result = context.bookings.moveVisit(visit.id, to, 'receptionist');
    if (!result?.ok) return `Not moved: ${refusalWords(result, context)}`;
    const { dates } = context.bookings;
    return `Moved: the visit of ${dates.words(visit.date)} is now on ${dates.words(to)}. A confirmation is on its way by e-mail and text.`;
  },
});

export const skipVisit = defineTool({
  name: 'skip_visit',
  description: "Skip one visit of the caller's membership (their next, or the one on visit_date); the membership goes on.",
  args: z.object({ ...changeArgs, visit_date: visitDate }),
  timeoutSeconds: 15,
  notDone: 'Not skipped.',
  run({ mobile, street, visit_date }, context: Context) {
    const found = callersBooking(mobile, street, context);
    if ('refusal' in found) return `Not skipped. ${found.refusal}`;
    if (found.booking.intervalDays === null)
      return 'Not skipped: a one-time clean has one visit. Offer to move it, or to cancel the booking.';
    const visit = visitOf(found.booking, visit_date, context);
    if (typeof visit === 'string') return `Not skipped. ${visit}`;
    const result = context.bookings.cancelVisit(visit.id, 'receptionist');
    if (!result?.ok) return `Not skipped: ${refusalWords(result, context)}`;
    const next = context.bookings.nextVisits(found.booking, 1)[0];
    const { dates } = context.bookings;
    return `Skipped the visit of ${dates.words(visit.date)}. The next one: ${next ? dates.words(next.date) : 'none planned yet'}. A confirmation is on its way.`;
  },
});

export const cancelBooking = defineTool({
  name: 'cancel_booking',
  description:
    "Cancel the caller's one-time clean, or end their membership. For a membership, offer a pause first (pause_membership); call with pause_offered true only once they said no to it.",
  args: z.object({
    ...changeArgs,
    pause_offered: z.boolean().optional().meta(about('a membership: they were offered a pause and still want to end')),
  }),
  timeoutSeconds: 15,
  notDone: 'Not cancelled.',
  run({ mobile, street, pause_offered }, context: Context) {
    const found = callersBooking(mobile, street, context);
    if ('refusal' in found) return `Not cancelled. ${found.refusal}`;
    const { booking } = found;
    const { bookings } = context;
    const membership = booking.intervalDays !== null;
    if (membership && !pause_offered)
      return 'Not ended yet. First offer a pause instead (1 to 8 weeks, it resumes by itself; pause_membership). If they still want to end it, call cancel_booking again with pause_offered true.';
    if (!membership && bookings.cleanGiven(booking.id)) return 'Not cancelled: the clean has already been given.';
    const after = bookings.cancel(booking.id, 'receptionist', membership ? 'ended' : 'cancelled');
    if (!after) return 'Not cancelled: the booking is not running.';
    // A membership with no visit given yet is cancelled rather than ended, as on the booking page.
    return after.status === 'ended'
      ? 'Ended: no visit after today is planned, and no charge after the last visit given. A confirmation is on its way by e-mail.'
      : 'Cancelled: no visit is planned. A confirmation is on its way by e-mail (with any refund the terms give).';
  },
});
