// Pause or resume a membership on a call or in the chat, for the person whose mobile it is: a
// phone call from that number, or a number proven by a texted code in this conversation (the same
// proof a booking needs). Ava says the first visit after the pause.
import { z } from 'zod';
import { contactSchema } from '../../../common/contact-schema.ts';
import { toE164 } from '../../../common/mobile-e164.ts';
import { formatPhone } from '../../../common/phone.ts';
import type { PauseResult } from '../../customers/bookings/booking-types.ts';
import { provenNumber } from '../../platform/voice/platform.ts';
import { defineTool, type ToolCall } from '../../platform/voice/voice-tool.ts';
import type { ReceptionistContext } from './context.ts';
import { about } from './tool-args.ts';

/** The longest pause the settings can allow: the tool takes up to it, and the booking's rules refuse past the business's own. */
const PAUSE_WEEKS_MAX = 26;
const mobileArg = contactSchema.shape.mobile.meta(about("the member's mobile number, the one their membership was booked with"));

/** Why a pause was refused, in the words Ava passes on, with the business's own rules and phone now. */
const pauseRefusal = (problem: Extract<PauseResult, { ok: false }>['problem'], { settings, bookings }: ReceptionistContext): string => {
  const business = settings.current();
  const refusals: Record<typeof problem, string> = {
    'not-membership': 'That booking is a one-time clean, not a membership: offer to move or cancel it instead.',
    'no-visit': 'There is no visit ahead to pause.',
    already: 'The membership is already paused: offer to resume it early instead.',
    'too-many': `The membership has had its pauses for this year: offer to call us at ${formatPhone(business.phone)}.`,
    'too-long': `A pause can last up to ${bookings.dates.rules.pauseMaxWeeks} weeks: offer a shorter one.`,
    'too-short': 'That date is before the next visit: ask for a later date, or a number of weeks.',
  };
  return refusals[problem];
};

/**
 * The mobile given as E.164 when it is the caller's own: the number calling or texting, or one
 * proven by a code in this conversation; else words to say. Every tool that reaches a customer's
 * bookings asks this first, so a proof of one number never reaches another's.
 */
export function provenMobile(
  mobile: string,
  { phoneProofs, callId, caller }: ReceptionistContext & ToolCall,
): { e164: string } | { refusal: string } {
  const e164 = toE164(mobile);
  if (!e164) return { refusal: 'That is not a mobile number: ask for it again, with area code.' };
  const fromCaller = toE164(provenNumber(caller) ?? '') === e164;
  if (!fromCaller && !phoneProofs.isProven(e164, callId))
    return {
      refusal: 'First confirm the mobile is theirs: call send_phone_code, ask for the code it texts them, and call confirm_phone_code.',
    };
  return { e164 };
}

/**
 * The caller's membership (or, with `any`, their latest running booking), when the mobile given is
 * theirs (the call, or a proven code); else words to say.
 */
export function callersMembership(mobile: string, context: ReceptionistContext & ToolCall, any = false) {
  const proven = provenMobile(mobile, context);
  if ('refusal' in proven) return { refusal: proven.refusal };
  const { e164 } = proven;
  const { bookings } = context;
  const booking = any ? bookings.runningOf(e164) : bookings.membershipOf(e164);
  return booking
    ? { booking }
    : { refusal: `There is no running ${any ? 'booking' : 'membership'} for ${formatPhone(mobile)}. Check the number with them.` };
}

export const pauseMembership = defineTool({
  name: 'pause_membership',
  description:
    "Pause a member's membership for some weeks from their next visit (as many as your prompt says), or until a date; it resumes by itself.",
  args: z.object({
    mobile: mobileArg,
    weeks: z
      .number()
      .int()
      .min(1)
      .max(PAUSE_WEEKS_MAX)
      .optional()
      .meta(about('how many weeks to pause (1 up to the most your prompt says)')),
    until: z.iso.date().optional().meta(about('or the date to pause until, YYYY-MM-DD')),
  }),
  timeoutSeconds: 15,
  notDone: 'Not paused.',
  run({ mobile, weeks, until }, context: ReceptionistContext & ToolCall) {
    const found = callersMembership(mobile, context);
    if ('refusal' in found) return `Not paused. ${found.refusal}`;
    if (!weeks && !until) return 'Not paused: ask for how many weeks, or until which date.';
    const result = context.bookings.pause(found.booking.id, until ? { until } : { weeks: weeks! }, 'receptionist');
    if (!result) return 'Not paused: the membership is not running.';
    if (!result.ok) return `Not paused. ${pauseRefusal(result.problem, context)}`;
    const { dates } = context.bookings;
    return `Paused from ${dates.words(result.from)}. The first visit after the pause: ${result.firstAfter ? dates.words(result.firstAfter) : 'none planned yet'}. A confirmation is on its way by e-mail.`;
  },
});

export const resumeMembership = defineTool({
  name: 'resume_membership',
  description: 'Resume a paused membership early, for the member whose mobile it is.',
  args: z.object({ mobile: mobileArg }),
  timeoutSeconds: 15,
  notDone: 'Not resumed.',
  run({ mobile }, context: ReceptionistContext & ToolCall) {
    const found = callersMembership(mobile, context);
    if ('refusal' in found) return `Not resumed. ${found.refusal}`;
    const result = context.bookings.resume(found.booking.id, 'receptionist');
    const { dates } = context.bookings;
    if (!result) return 'Not resumed: the membership is not running.';
    if (!result.ok)
      return result.problem === 'full'
        ? `Not resumed: no date near ${dates.words(result.date)} has room, so the membership stays paused. Offer to have the owner call back.`
        : 'Not resumed: the membership is not paused.';
    const moved = result.moved
      ? ` ${dates.words(result.moved.from)} was full, so that visit moves to ${dates.words(result.moved.to)}.`
      : '';
    return `Resumed. The next visit: ${result.next ? dates.words(result.next) : 'none planned yet'}.${moved} A confirmation is on its way by e-mail.`;
  },
});
