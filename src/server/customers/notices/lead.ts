// A lead: forwarded to the automation webhook (its notes saying what became of it: a booking's
// first visit) and told to the owner (the booking is the news when there is one).
import { givenUp } from '../bookings/booking-types.ts';
import { planWords, visitsWords } from '../bookings/booking-words.ts';
import { leadEmail } from '../leads/lead-email.ts';
import { defineNotice, plainId, type NoticeContext } from '../../platform/outbox/notice.ts';
import type { BookingStore } from '../bookings/booking-store.ts';
import type { LeadStore } from '../leads/lead-store.ts';

/** The records this notice reads. */
type Reads = { leads: LeadStore; bookings: BookingStore };

/** The webhook's note: the booking's first visit, when the lead booked (and that it was booked online). */
export function bookingNote(leadId: string, { stores: { bookings } }: NoticeContext<Reads>) {
  const booking = bookings.byLead(leadId);
  const first = booking && booking.status !== 'cancelled' ? bookings.visits(booking.id).find((v) => !givenUp(v)) : undefined;
  const online = booking && bookings.madeBy(booking.id) === 'customer' ? 'Booked online. ' : '';
  return first && booking && `${online}First visit: ${bookings.dates.words(first.date)}. Cans: ${booking.cans}.`;
}

/** A lead's booking in words, for the owner's e-mail about it. */
export function bookedWords(leadId: string, { stores: { bookings } }: NoticeContext<Reads>) {
  const booking = bookings.byLead(leadId);
  if (!booking || booking.status === 'cancelled') return undefined;
  const upcoming = bookings.visits(booking.id).filter((v) => !givenUp(v));
  if (!upcoming.length) return undefined;
  return {
    when: visitsWords(
      bookings.dates,
      upcoming.slice(0, 4).map((v) => v.date),
      booking.intervalDays,
    ),
    first: bookings.dates.words(upcoming[0]!.date),
    plan: planWords(booking, bookings.plans()).name,
    reference: booking.reference,
    online: bookings.madeBy(booking.id) === 'customer',
  };
}

export const leadNotice = defineNotice<string, Reads>({
  kind: 'lead',
  id: plainId,
  webhook: (leadId, ctx) => ctx.stores.leads.webhookBodyOf(leadId, bookingNote(leadId, ctx)),
  ownerEmail: (leadId, ctx) => {
    const lead = ctx.stores.leads.get(leadId);
    return lead && leadEmail(lead, bookedWords(leadId, ctx));
  },
});
