// send_booking_link: for a caller who would rather pick their date on a screen, their own link to
// the booking page, texted to their number (which the link then proves): on a phone call the
// calling number, on a web call or in the chat a mobile proven by a code first. What they told
// Ava (name, street, zip, plan, pickup day) is filled in on the page. STOP is honoured.
import { z } from 'zod';
import { BOOK_PATHS } from '../../../common/book-flow.ts';
import { ROOT_LANGUAGE } from '../../../common/pages.ts';
import { contactSchema } from '../../../common/contact-schema.ts';
import { toE164 } from '../../../common/mobile-e164.ts';
import { formatPhone } from '../../../common/phone.ts';
import { weekdayFrom } from '../../customers/bookings/service-dates.ts';
import { planFor, type Plans } from '../../customers/bookings/booking-words.ts';
import { textableNumber } from '../../conversations/texts/text-countries.ts';
import type { DraftFields } from '../../customers/online-booking/draft-fields.ts';
import { textLink } from '../../customers/online-booking/lead-link.ts';
import { doorOf, provenNumber } from '../../platform/voice/platform.ts';
import { defineTool } from '../../platform/voice/voice-tool.ts';
import { NOT_OPEN_YET, type ReceptionistContext } from './context.ts';
import { about, languageArg, pickupDayArg, serviceTypeArg, zipArg } from './tool-args.ts';

const { shape } = contactSchema;
const HOUR = 3600_000;

const args = z.object({
  mobile: shape.mobile.optional().meta(about('their mobile, with area code (on a phone call, leave it out: the calling number gets it)')),
  full_name: shape.full_name.optional().meta(about('their full name, if they gave it')),
  email: shape.email.optional().meta(about('their e-mail address, if they gave it')),
  street: shape.street.optional().meta(about('the street address where the cans are, if they gave it')),
  zip: zipArg.optional(),
  service_type: serviceTypeArg.optional(),
  pickup_day: pickupDayArg.optional(),
  language: languageArg('the link and the page are in it'),
});

/** What the caller told Ava, as the booking page's fields take it. */
function prefill(
  { full_name, email, street, zip, service_type, pickup_day }: z.output<typeof args>,
  mobile: string,
  plans: Plans,
): DraftFields {
  const plan = service_type && planFor(plans, service_type)?.id;
  const pickup = weekdayFrom(pickup_day);
  return {
    mobile,
    ...(full_name ? { full_name } : {}),
    ...(email ? { email } : {}),
    ...(street ? { street } : {}),
    ...(zip ? { zip } : {}),
    ...(plan ? { plan } : {}),
    ...(pickup ? { pickup_day: pickup } : {}),
  };
}

export const sendBookingLink = defineTool<typeof args, ReceptionistContext>({
  name: 'send_booking_link',
  description:
    'For a caller who would rather pick their date on a screen: texts them their own link to the booking page, with what they told you filled in. On a web call or in the chat, confirm their mobile with send_phone_code first.',
  args,
  timeoutSeconds: 10,
  notDone: 'No link was sent.',
  run(given, { drafts, outbox, phoneProofs, textsOn, texts, budget, callId, caller, settings }) {
    if (!settings.opened()) return NOT_OPEN_YET;
    const business = settings.current();
    const phone = formatPhone(business.phone);
    const page = `${business.siteUrl}${BOOK_PATHS[given.language ?? ROOT_LANGUAGE]}`;
    if (!business.onlineBooking.on)
      return `No link was sent: we do not take bookings online. Book them with book_service, or give them our number, ${phone}.`;
    if (!textsOn) return `No link was sent: texts are not set up here. Give them the booking page instead: ${page}.`;
    const own = provenNumber(caller);
    const onPhone = own !== null;
    const to = toE164(own ?? given.mobile ?? '');
    if (!to) return 'No link was sent: ask for a mobile number we can text, with area code, then call send_booking_link again.';
    if (!onPhone && !phoneProofs.isProven(to, callId))
      return 'No link was sent: first confirm the mobile is theirs with send_phone_code and confirm_phone_code, then call send_booking_link again.';
    if (!textableNumber(to, business.texts.countries))
      return `No link was sent: we can only text mobile numbers in the ${business.texts.countries.join(', ')}, not a toll-free, premium or fixed line. Give them our booking page: ${page}.`;
    if (texts.stopped(to))
      return `No link was sent: that number asked us to stop texting it. Give them our booking page: ${page}, or our number, ${phone}.`;
    if (drafts.linkTextedTo(to, HOUR)) return `A link went to ${formatPhone(to)} within the hour: ask them to look in their texts.`;
    const sent = drafts.transaction(() => {
      const { draft } = drafts.create({
        language: given.language ?? ROOT_LANGUAGE,
        fields: prefill(given, formatPhone(to), business.plans),
      });
      return textLink({ drafts, outbox, budget }, draft.id, to, 'book-link-asked', { address: callId, door: doorOf(caller) });
    });
    if (!sent)
      return `No link was sent: we cannot text that number just now. Give them our booking page: ${page}, or our number, ${phone}.`;
    outbox.announceQueued();
    return `A link to book online is on its way by text to ${formatPhone(to)}. What they told you is filled in; it works for ${drafts.linkDays} days.`;
  },
});
