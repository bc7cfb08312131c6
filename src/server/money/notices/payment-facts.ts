// What a payment message says of its booking: the customer, the plan and price in words, the
// visit held for a declined charge, and the link (a fresh one rides in the delivery's secret).
import { planWords } from '../../customers/bookings/booking-words.ts';
import { wordsOf } from '../../../common/business-words.ts';
import { PAYMENT_TEXT_CATALOGS, type PaymentFacts, type PaymentTextKind } from '../payments/payment-messages.ts';
import { NOT_TEXTABLE } from '../../customers/notices/customer-text.ts';
import { ROOT_LANGUAGE } from '../../../common/pages.ts';
import type { NoticeContext } from '../../platform/outbox/notice.ts';
import type { BookingStore } from '../../customers/bookings/booking-store.ts';
import type { TextStore } from '../../conversations/texts/text-store.ts';

/** The records this notice reads. */
type Reads = { bookings: BookingStore; texts: TextStore };

/**
 * The facts in the words of who reads them: the customer's language (`for: 'customer'`), or the
 * owner's English (the default).
 */
export function paymentFacts(
  bookingId: string | undefined,
  secret: string | null,
  { stores: { bookings }, manageUrl, business }: NoticeContext<Reads>,
  reader: 'customer' | 'owner' = 'owner',
) {
  const booking = bookingId ? bookings.get(bookingId) : undefined;
  if (!booking || !secret) return undefined;
  const language = reader === 'customer' ? booking.customer.language : ROOT_LANGUAGE;
  const held = bookings.visits(booking.id).find((v) => v.state === 'held');
  const words = planWords(booking, bookings.plans(), language);
  const facts: PaymentFacts = {
    language,
    name: booking.customer.name,
    email: booking.customer.email,
    reference: booking.reference,
    plan: words.name,
    price: words.price,
    heldVisit: held && bookings.dates.words(held.date, language),
    link: manageUrl(secret),
    business: wordsOf(business()),
  };
  return { booking, facts };
}

/** A payment text to the booking's mobile, where it may be texted. */
export function paymentText(bookingId: string | undefined, secret: string | null, ctx: NoticeContext<Reads>, kind: PaymentTextKind) {
  const found = paymentFacts(bookingId, secret, ctx, 'customer');
  if (!found) return undefined;
  const to = found.booking.customer.mobileE164;
  if (!to || !ctx.textable(to)) return NOT_TEXTABLE;
  return { to, body: PAYMENT_TEXT_CATALOGS[found.booking.customer.language][kind](found.facts.link, found.facts.business.brand) };
}
