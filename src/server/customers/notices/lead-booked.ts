// A lead who booked online after their lead was already forwarded (the contact form's lead, who
// booked from the link texted to them): the webhook gets the lead again with its booking in the
// notes ('Booked online. First visit: ...'), and the owner an e-mail about the booking. A lead
// whose own delivery is still waiting needs neither: that one reads the booking when it goes.
import type { BookingEvent } from '../bookings/booking-events.ts';
import type { BookingStore } from '../bookings/booking-store.ts';
import { leadEmail } from '../leads/lead-email.ts';
import type { Channel } from '../../platform/outbox/deliveries.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import { bookedWords, bookingNote } from './lead.ts';
import { defineNotice, plainId } from '../../platform/outbox/notice.ts';
import type { LeadStore } from '../leads/lead-store.ts';

/** The records this notice reads. */
type Reads = { leads: LeadStore; bookings: BookingStore };

export const leadBookedNotice = defineNotice<string, Reads>({
  kind: 'lead-booked',
  id: plainId,
  webhook: (leadId, ctx) => ctx.stores.leads.webhookBodyOf(leadId, bookingNote(leadId, ctx)),
  ownerEmail: (leadId, ctx) => {
    const lead = ctx.stores.leads.get(leadId);
    const booked = bookedWords(leadId, ctx);
    return lead && booked && leadEmail(lead, booked);
  },
});

/** Queued in the booking's transaction: a booking made (or confirmed) online, whose lead went out before it. */
export function queueLeadBooked(
  { booking, change }: Extract<BookingEvent, { kind: 'changed' }>,
  { outbox, bookings, channels }: { outbox: Outbox; bookings: BookingStore; channels: readonly Channel[] },
) {
  const agreed = (change.what === 'booked' && !change.detail.held) || change.what === 'confirmed';
  if (!agreed || change.by !== 'customer' || bookings.madeBy(booking.id) !== 'customer') return;
  const lead = { kind: 'lead', id: booking.leadId } as const;
  for (const channel of channels)
    if (outbox.has(channel, lead) && outbox.deliveredOrGone(channel, lead))
      outbox.enqueue(channel, { kind: 'lead-booked', id: booking.leadId });
}
