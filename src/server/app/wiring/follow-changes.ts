// Who follows the bookings' changes, in one place: each kind of event the bookings store emits
// and the flows that handle it, in the order they run (inside the change's transaction). A new
// flow that follows bookings is one line here; the store itself knows none of them.
import type { BookingEvents } from '../../customers/bookings/booking-events.ts';
import { queueBookingChange, type ChangeTelling } from '../../customers/notices/booking-change.ts';
import { queueVisitMark } from '../../field/notices/visit-mark.ts';
import type { CrewFlow } from '../../field/crew-flow/crew-flow.ts';
import type { LeadStore } from '../../customers/leads/lead-store.ts';
import type { PaymentFlow } from '../../money/payment-flow/payment-flow.ts';
import type { Channel } from '../../platform/outbox/deliveries.ts';
import { queueLeadBooked } from '../../customers/notices/lead-booked.ts';
import type { LeadEvents } from '../../customers/leads/lead-events.ts';
import { offerBookLink, type LinkOffering } from '../../customers/online-booking/lead-link.ts';

export interface Followers {
  /** A held booking's lead: forwarded once the booking is confirmed, gone if it never is. */
  leads: Pick<LeadStore, 'release' | 'drop'>;
  /** With payments on: what a booking's change means for its money. */
  payments: PaymentFlow | undefined;
  /** Who is told of a booking's change or a mark, and how (the ways out that are on, the delays). */
  telling: ChangeTelling & { markDelayMs: number };
  /** What a mark at the curb charges, gives back, and the review request after a Done. */
  crew: CrewFlow;
  /** Where every lead goes (the webhook, the owner's e-mail): a lead booked online after it went is told again. */
  leadChannels: readonly Channel[];
}

export function followChanges(events: BookingEvents, { leads, payments, telling, crew, leadChannels }: Followers): void {
  events.on('hold-confirmed', ({ leadId }) => leads.release(leadId));
  events.on('hold-dropped', ({ leadId }) => leads.drop(leadId));
  // Money first: the payment a booking opens is written before its messages are queued.
  if (payments) events.on('changed', ({ booking, change }) => payments.changed(booking, change));
  events.on('changed', (event) => queueBookingChange(event, telling));
  events.on('changed', (event) => queueLeadBooked(event, { outbox: telling.outbox, bookings: telling.bookings, channels: leadChannels }));
  // The customer told of a mark first: its fee is charged once they have been.
  events.on('marked', (event) => queueVisitMark(event, { ...telling, delayMs: telling.markDelayMs }));
  events.on('marked', ({ visit, booking, before }) => crew.marked(visit, booking, before));
}

/** Who follows each lead stored: a contact form's lead gets its link to book online (when booking online is on). */
export function followLeads(events: LeadEvents, { on, ...offering }: LinkOffering & { on: () => boolean }): void {
  events.on((event) => {
    if (on()) offerBookLink(event, offering);
  });
}
