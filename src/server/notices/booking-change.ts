// A change to a booking (its history row: booked, moved, cancelled, paused...): the customer's
// e-mail with the invitation and their link, and a text where they may be texted; the owner's
// note of a change someone else made. A message overtaken by a later change says nothing (the
// later one tells the latest state); a held booking's only message asks for its confirmation.
import { customerEmail, holdEmail, ownerChangeEmail } from '../bookings/booking-email.ts';
import { TEXT_CATALOGS } from '../texts/text-catalogs.ts';
import { bookingTextFacts, NOT_TEXTABLE } from './customer-text.ts';
import { defineNotice, plainId } from './notice.ts';

export const bookingChangeNotice = defineNotice<string>({
  kind: 'booking-change',
  id: plainId,
  customerEmail: (changeId, secret, { stores: { bookings }, manageUrl, payDue }) => {
    const found = bookings.change(changeId);
    if (!found) return undefined;
    const link = secret ? manageUrl(secret) : undefined;
    if (found.change.detail.held) return found.booking.holdUntil === null ? 'superseded' : holdEmail(found, bookings.dates, link);
    if (found.change.sequence < found.booking.sequence) return 'superseded';
    const agreed = found.change.what === 'booked' || found.change.what === 'confirmed';
    return customerEmail(found, found.change, bookings.dates, link, bookings.clock.now(), agreed && payDue(found.booking.id));
  },
  ownerEmail: (changeId, { stores: { bookings } }) => {
    const found = bookings.change(changeId);
    if (found && found.change.sequence < found.booking.sequence) return 'superseded';
    return found && ownerChangeEmail(found, found.change, bookings.dates);
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
