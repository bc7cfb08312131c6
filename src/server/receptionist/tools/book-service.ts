// book_service: what the caller agrees to on a call becomes a held date and its lead, together:
// the contact schema's own rules and messages for the nine fields, the same intake and consent
// record as the form, and the booking store's rule and room check in the transaction that books.
// A commercial caller gets no instant date: their details are stored as a lead for a call-back.
import { isNotAMobile } from '../../../common/mobile-kind.ts';
import { z } from 'zod';
import { CALL_CONFIRMATION_KEY, type CallConfirmation } from '../../../common/call-confirmation.ts';
import { contactSchema } from '../../../common/contact-schema.ts';
import { toE164 } from '../../../common/mobile-e164.ts';
import { MAX_CANS, MIN_CANS } from '../../../common/prices.ts';
import { checkZip } from '../../../common/service-area.ts';
import { planFor, planWords, visitsWords } from '../../customers/bookings/booking-words.ts';
import { weekdayFrom } from '../../customers/bookings/service-dates.ts';
import { DATE_PROBLEM_WORDS } from '../../../common/copy/date-problem-words.ts';
import { WEB_HOLD_MINUTES, type BookingStore } from '../../customers/bookings/booking-store.ts';
import type { BookResult, Booking } from '../../customers/bookings/booking-types.ts';
import { intakeLead, newLeadFrom } from '../../customers/leads/lead-intake.ts';
import { LANGUAGES, type Language } from '../../../common/languages.ts';
import { PAGE_CATALOGS } from '../../../common/copy/page-catalogs.ts';
import { ROOT_LANGUAGE } from '../../../common/pages.ts';
import { provenNumber } from '../../platform/voice/platform.ts';
import { defineTool } from '../../platform/voice/voice-tool.ts';
import { NOT_OPEN_YET, type ReceptionistContext } from './context.ts';
import { about, languageChoices, pickupDayArg, planArg, serviceTypeArg, zipArg } from './tool-args.ts';
import { formatPhone } from '../../../common/phone.ts';
import type { SiteConfig } from '../../../common/site-config.schema.ts';

const { shape } = contactSchema;
const MAX_NOTES = 2000;

/** The nine lead fields (each described as the caller would be asked for it), the pickup day and the chosen date. */
export const voiceLeadArgs = z.object({
  customer_status: shape.customer_status.meta(about('whether they are a new or returning customer')),
  full_name: shape.full_name.meta(about('their full name')),
  mobile: shape.mobile
    .optional()
    .meta(
      about("a mobile number for text-message scheduling, with area code (on a phone call, the caller's number unless they give another)"),
    ),
  email: shape.email.meta(about('their e-mail address (the confirmation goes there)')),
  street: shape.street.meta(about('the street address where the cans are')),
  zip: zipArg,
  service_type: serviceTypeArg,
  plan: planArg,
  sms_opt_in: shape.sms_opt_in.meta(about('a clear yes to the text-message consent, read to them word for word')),
  notes: shape.notes.meta(about('anything else useful, optional (number of cans, gate code); keep it short')),
  pickup_day: pickupDayArg,
  cans: z
    .number()
    .int()
    .min(MIN_CANS, `at least ${MIN_CANS}`)
    .max(MAX_CANS, `at most ${MAX_CANS}; more is a commercial proposal`)
    .optional()
    .meta(about(`how many trash and recycling cans to clean (${MIN_CANS} to ${MAX_CANS}); the price is the first can plus each extra one`)),
  service_date: z
    .string()
    .trim()
    .max(10)
    .optional()
    .meta(about('the date they chose from find_service_dates, YYYY-MM-DD (none for Commercial)')),
  language: z
    .enum(LANGUAGES)
    .optional()
    .meta(
      about(
        `the language the caller speaks with you (${languageChoices()}; ${ROOT_LANGUAGE} unless they speak another): their messages go out in it`,
      ),
    ),
});

/** Bookings one call or chat may make: a household, and perhaps a neighbour's. */
export const BOOKINGS_PER_CONVERSATION = 2;
const withNote = (notes: string, note: string) => [notes.slice(0, MAX_NOTES - note.length - 1), note].filter(Boolean).join(' ');

export const bookService = defineTool<typeof voiceLeadArgs, ReceptionistContext>({
  name: 'book_service',
  description:
    'Book a trash can cleaning on a date from find_service_dates: holds the date, stores the booking and sends the customer a confirmation. Answers what is missing if the details are incomplete.',
  args: voiceLeadArgs,
  timeoutSeconds: 20,
  notDone: 'Not booked yet: nothing was saved.',
  async run(
    { pickup_day, service_date, cans = 1, mobile: given, language, plan: planId, ...rest },
    { leads, bookings, phoneProofs, textsOn, callId, toolCallId, caller, settings },
  ) {
    if (!settings.opened()) return NOT_OPEN_YET;
    const business = settings.current();
    const phone = formatPhone(business.phone);
    // On a phone call the caller's own number stands in when none was given.
    const mobile = given ?? shape.mobile.safeParse(caller.number ?? '').data;
    if (!mobile)
      return 'Not booked yet: nothing was saved. Please ask the caller for a mobile number for text-message scheduling, with area code. Then call book_service again with all the details.';
    if (isNotAMobile(mobile))
      return 'Not booked yet: nothing was saved. That number is a toll-free, premium or landline number, which cannot take our texts. Ask for their mobile number, then call book_service again.';
    const fields = { ...rest, mobile };
    if (checkZip(fields.zip, business.serviceArea.zips).kind !== 'served')
      return `Not booked: ${fields.zip} is outside our service area, and nothing was saved. Say so plainly and give our number, ${phone}.`;
    const pickup = weekdayFrom(pickup_day);
    if (!pickup) return 'Not booked yet: nothing was saved. Ask which weekday their trash is picked up, then call book_service again.';

    if (fields.service_type === 'Commercial') {
      const lead = { ...fields, notes: withNote(fields.notes, `Commercial: call back with a proposal. Pickup day: ${pickup}.`) };
      const { id } = await intakeLead(leads, { source: 'voice', lead, callId, toolCallId, language });
      return `Stored for a call-back (reference ${id.slice(0, 8).toUpperCase()}): the team will call ${fields.mobile} with a proposal. There is no date yet.`;
    }
    if (!service_date)
      return 'Not booked yet: nothing was saved. Offer dates with find_service_dates, then call book_service again with the chosen service_date.';

    // Whoever scripts the chat can type anyone's details: the mobile must be theirs, proven by the
    // call itself (a phone call from it) or by a code texted to it in this conversation.
    const mobileE164 = toE164(fields.mobile);
    const fromCaller = mobileE164 !== null && toE164(provenNumber(caller) ?? '') === mobileE164;
    const proven = fromCaller || (mobileE164 !== null && phoneProofs.isProven(mobileE164, callId));
    if (!proven && textsOn)
      return 'Not booked yet: nothing was saved. First confirm the mobile is theirs: call send_phone_code, ask for the code it texts them, and call confirm_phone_code with it. Then call book_service again.';
    // Checked in the booking's own transaction, after a repeat of this tool call is recognised.
    const limit = () =>
      bookings.madeIn(callId) >= BOOKINGS_PER_CONVERSATION
        ? `One call or chat can make ${BOOKINGS_PER_CONVERSATION} bookings; for more, ask them to call us at ${phone}.`
        : bookings.customerOn(service_date, mobileE164, fields.street)
          ? `${fields.street} (or that mobile) already has a visit on that date: one booking per home and date. Offer another date, or our number, ${phone}.`
          : undefined;
    const hold = proven ? undefined : WEB_HOLD_MINUTES;

    const plan = planFor(business.plans, fields.service_type, planId)!;
    const result = bookings.book({
      planId: plan.id,
      cans,
      pickupDay: pickup,
      date: service_date,
      by: 'receptionist',
      // The platform may deliver the same tool call twice: it books once.
      dedupeKey: `${callId}:${toolCallId}`,
      // The lead keeps the caller's own words; the webhook adds the booking's first visit when it sends.
      lead: () =>
        leads.insertNow(newLeadFrom({ source: 'voice', lead: fields, callId, toolCallId, language }, bookings.clock.now()), {
          held: hold !== undefined,
        }).id,
      ...(hold ? { holdMinutes: hold } : {}),
      limit,
    });
    if (!result.ok && result.problem === 'limit') return `Not booked: nothing was saved. ${result.reason}`;
    const words = answerWords(language ?? ROOT_LANGUAGE, business);
    if (!result.ok) return refusalWords(result, bookings, words);
    return bookedAnswer(result.booking, bookings, fields, hold, words);
  },
});

/**
 * What Ava reads out of a booking made or refused, in the caller's language: the dates and the
 * price by the same functions as the customer's e-mail (the instructions to Ava stay in English).
 */
export const ANSWER_WORDS = {
  en: {
    booked: (when: string, plan: string, reference: string, email: string) =>
      `Booked for ${when}. ${plan}. Reference ${reference}. A confirmation is on its way to ${email}.`,
    held: (when: string, plan: string, email: string, minutes: number, reference: string) =>
      `Held for ${when}, ${plan}: a link to confirm it is on its way to ${email}. It must be confirmed within ${minutes} minutes, or the date is let go. Reference ${reference}.`,
  },
  es: {
    booked: (when: string, plan: string, reference: string, email: string) =>
      `Reservado para el ${when}. ${plan}. Referencia ${reference}. Le enviamos una confirmación a ${email}.`,
    held: (when: string, plan: string, email: string, minutes: number, reference: string) =>
      `Guardado para el ${when}, ${plan}: le enviamos a ${email} un enlace para confirmarlo. Debe confirmarlo en ${minutes} minutos o la fecha se libera. Referencia ${reference}.`,
  },
} satisfies Record<Language, unknown>;

/** Ava's answer words in a language, with the date problems, the service window and the business's phone and plans in it. */
const answerWords = (language: Language, business: SiteConfig) => ({
  ...ANSWER_WORDS[language],
  language,
  phone: formatPhone(business.phone),
  plans: business.plans,
  problems: DATE_PROBLEM_WORDS[language],
  window: PAGE_CATALOGS[language].how.window,
});
type AnswerWords = ReturnType<typeof answerWords>;

/** Why the date was not booked, and the dates with room to offer instead. */
function refusalWords(
  result: Exclude<Extract<BookResult, { ok: false }>, { problem: 'limit' }>,
  bookings: BookingStore,
  words: AnswerWords,
): string {
  const why = words.problems[result.problem];
  const next = result.next.length
    ? `Dates with room: ${result.next.map((d) => `${bookings.dates.words(d, words.language)} (${d})`).join('; ')}. Offer them and book the one they choose.`
    : `No date has room soon: give our number, ${words.phone}.`;
  return `Not booked: nothing was saved. ${why} ${next}`;
}

/** What Ava says of a booking made (or held for its e-mail's link), with the page's confirmation card. */
function bookedAnswer(
  booking: Booking,
  bookings: BookingStore,
  fields: { full_name: string; street: string; zip: string; email: string },
  hold: number | undefined,
  answer: AnswerWords,
) {
  const words = planWords(booking, answer.plans, answer.language);
  const when = visitsWords(
    bookings.dates,
    bookings.nextVisits(booking, 4).map((v) => v.date),
    booking.intervalDays,
    answer.language,
  );
  const plan = `${words.name}, ${words.price}`;
  if (hold) return answer.held(when, plan, fields.email, hold, booking.reference);
  return {
    result: `${answer.booked(when, plan, booking.reference, fields.email)} ${answer.window}`,
    // For the page's confirmation card (the platform passes metadata on to the call's client).
    metadata: {
      [CALL_CONFIRMATION_KEY]: {
        reference: booking.reference,
        plan: words.name,
        price: words.price,
        name: fields.full_name,
        street: fields.street,
        zip: fields.zip,
        when,
        email: fields.email,
      } satisfies CallConfirmation,
    },
  };
}
