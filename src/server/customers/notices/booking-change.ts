// A change to a booking (its history row: booked, moved, cancelled, paused...): the customer's
// e-mail with the invitation and their link, and a text where they may be texted; the owner's
// note of a change someone else made. A message overtaken by a later change says nothing (the
// later one tells the latest state); a held booking's only message asks for its confirmation.
// Who is told, on which channel and when, is queued here too, as a follower of the bookings' events.
import { customerEmail, holdEmail, ownerChangeEmail } from '../bookings/booking-email.ts';
import type { BookingEvent } from '../bookings/booking-events.ts';
import type { BookingStore } from '../bookings/booking-store.ts';
import { DAY_UPDATE_ID } from '../bookings/booking-subjects.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import { TEXT_CATALOGS } from '../../conversations/texts/text-catalogs.ts';
import { bookingTextFacts, NOT_TEXTABLE } from './customer-text.ts';
import { defineNotice, plainId } from '../../platform/outbox/notice.ts';
import type { TextStore } from '../../conversations/texts/text-store.ts';

/** The records this notice reads. */
type Reads = { bookings: BookingStore; texts: TextStore };

export const bookingChangeNotice = defineNotice<string, Reads>({
  kind: 'booking-change',
  id: plainId,
  customerEmail: (changeId, secret, { stores: { bookings }, business, manageUrl, payDue }) => {
    const found = bookings.change(changeId);
    if (!found) return undefined;
    const link = secret ? manageUrl(secret) : undefined;
    if (found.change.detail.held)
      return found.booking.holdUntil === null ? 'superseded' : holdEmail(found, bookings.dates, business(), link);
    if (found.change.sequence < found.booking.sequence) return 'superseded';
    const agreed = found.change.what === 'booked' || found.change.what === 'confirmed';
    return customerEmail(found, found.change, bookings.dates, business(), link, bookings.clock.now(), agreed && payDue(found.booking.id));
  },
  ownerEmail: (changeId, { stores: { bookings } }) => {
    const found = bookings.change(changeId);
    if (found && found.change.sequence < found.booking.sequence) return 'superseded';
    return found && ownerChangeEmail(found, found.change, bookings.dates, bookings.plans());
  },
  sms: (changeId, secret, ctx) => {
    const {
      stores: { bookings },
      textable,
      payDue,
    } = ctx;
    const found = bookings.change(changeId);
    if (!found) return undefined;
    const { booking, change } = found;
    const to = booking.customer.mobileE164;
    if (!to || !textable(to)) return NOT_TEXTABLE;
    // A text held back (the quiet hours, an outage) that a later change has overtaken says nothing true.
    if (change.sequence < booking.sequence) return { skip: 'a later change was made' };
    const date = change.detail.to ?? change.detail.from ?? bookings.dates.today();
    const facts = bookingTextFacts(booking, date, to, secret, ctx);
    const pay = (change.what === 'booked' || change.what === 'confirmed') && payDue(booking.id);
    const catalog = TEXT_CATALOGS[booking.customer.language];
    return { to, body: pay ? catalog.bookedPay(facts) : catalog.texts[change.what](facts) };
  },
});

export interface ChangeTelling {
  outbox: Outbox;
  bookings: BookingStore;
  /** Which ways out are on: the customer's e-mail, the owner's, and whether this number may be texted. */
  customerEmail: boolean;
  ownerEmail: boolean;
  mayText: ((phone: string | null) => boolean) | undefined;
  /**
   * How long the messages about a change wait before they go: a customer who moves a visit three
   * times in a minute gets one e-mail and one text, with the latest state (earlier ones are
   * superseded when their turn comes). A booking's own confirmation goes at once.
   */
  delayMs: number;
}

/** Who is told of a booking's change, on which channel and when: queued in the change's transaction. */
export function queueBookingChange({ booking, change }: Extract<BookingEvent, { kind: 'changed' }>, telling: ChangeTelling) {
  const { outbox, bookings, customerEmail, ownerEmail, mayText, delayMs } = telling;
  const { what, detail, by } = change;
  // An account's addresses are agreed and ended together: the account's own messages tell those once.
  if (booking.accountId !== null && (what === 'booked' || what === 'ended')) return;
  const at = bookings.clock.now();
  const subject = { kind: 'booking-change', id: String(change.id) } as const;
  // Each message carries its own link: the token lives as a hash in the bookings and rides with the message.
  const link = () => bookings.issueLink(booking.id);
  // A held booking asks only for its confirmation, by e-mail to the address given.
  if (detail.held) {
    if (customerEmail) outbox.enqueue('customer-email', subject, { at, secret: link() });
    return;
  }
  const agreed = what === 'booked' || what === 'confirmed';
  const sendAt = agreed ? at : at + delayMs;
  if (customerEmail) outbox.enqueue('customer-email', subject, { at: sendAt, secret: link() });
  if (ownerEmail && by !== 'owner' && !agreed) outbox.enqueue('email', subject, { at: sendAt });
  if (mayText?.(booking.customer.mobileE164)) outbox.enqueue('sms', subject, { at: sendAt, secret: link() });
  // Once the owner's list for a date has gone out, a change someone else makes to that date is news.
  if (ownerEmail && by !== 'owner')
    for (const date of new Set([detail.from, detail.to]))
      if (date && outbox.has('email', { kind: 'day-digest', id: date }))
        outbox.enqueue('email', { kind: 'day-update', id: DAY_UPDATE_ID.encode({ changeId: String(change.id), date }) }, { at });
}
