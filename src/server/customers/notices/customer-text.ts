// What the texts to a customer share: the one reason a text does not go, and the facts a booking's
// text is made of (the date in the customer's language, their fresh link, whether it is the
// number's first text and so says how to opt out).
import type { BookingView } from '../bookings/booking-types.ts';
import { planWords } from '../bookings/booking-words.ts';
import { wordsOf } from '../../../common/business-words.ts';
import type { LocalDate } from '../../platform/clock/business-calendar.ts';
import type { TextFacts } from '../../conversations/texts/text-messages.ts';
import type { NoticeContext } from '../../platform/outbox/notice.ts';
import type { BookingStore } from '../bookings/booking-store.ts';
import type { TextStore } from '../../conversations/texts/text-store.ts';

/** The records this notice reads. */
type Reads = { bookings: BookingStore; texts: TextStore };

/** The texting rule's answer when a number may not be texted now. */
export const NOT_TEXTABLE = { skip: 'the customer has not agreed to texts, opted out, or is abroad' } as const;

export function bookingTextFacts(
  booking: BookingView,
  date: LocalDate,
  to: string,
  secret: string | null,
  ctx: NoticeContext<Reads>,
): TextFacts {
  const { bookings, texts } = ctx.stores;
  const business = ctx.business();
  return {
    date: bookings.dates.calendar.shortWords(date, booking.customer.language),
    street: booking.customer.street,
    link: secret ? ctx.manageUrl(secret) : undefined,
    first: texts.isFirst(to),
    price: planWords(booking, business.plans, booking.customer.language).price,
    business: wordsOf(business),
  };
}
