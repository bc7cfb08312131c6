// The e-mails about a booking: the customer's (about their own booking, the only e-mail a
// customer ever gets: the date, what to do, plan and price, reference, our phone, their link and
// the calendar invitation) and the owner's note of a change someone else made.
import { formatPhone } from '../../common/phone.ts';
import { siteConfig } from '../../common/site-config.ts';
import { headerLine, type EmailMessage, type OwnerEmail } from '../outbox/email-message.ts';
import { bookingInvite } from './booking-invite.ts';
import type { BookingChange, BookingVisits } from './booking-types.ts';
import { planWords, visitsWords } from './booking-words.ts';
import type { ServiceDates } from './service-dates.ts';

const HEADLINES: Record<BookingChange['what'], string> = {
  booked: 'Booked',
  confirmed: 'Booked',
  moved: 'Moved',
  'visit-cancelled': 'Visit cancelled',
  cancelled: 'Cancelled',
  ended: 'Membership ended',
  paused: 'Membership paused',
  resumed: 'Membership resumed',
};

/** When the booking's visits are now, in words. */
function visitWords(found: BookingVisits, change: BookingChange, dates: ServiceDates): string {
  const { booking, upcoming } = found;
  if (change.what === 'cancelled') return 'cancelled: no visit is planned';
  if (change.what === 'ended')
    return upcoming.length ? `ended: ${dates.words(upcoming[0]!.date)} is the last visit` : 'ended: no more visits';
  const ahead = visitsWords(
    dates,
    upcoming.map((v) => v.date),
    booking.intervalDays !== null,
  );
  if (change.what === 'visit-cancelled') return `${dates.words(change.detail.from!)} cancelled; next: ${ahead}`;
  if (change.what === 'paused') return `paused from ${dates.words(change.detail.from!)}; your first visit after the pause: ${ahead}`;
  // A resume whose visit's own day was full: it moved to the next with room.
  const moved = change.what === 'resumed' && change.detail.visit ? found.visits.find((v) => v.id === change.detail.visit) : undefined;
  if (moved && change.detail.from)
    return `${ahead} (${dates.words(change.detail.from)} was full: that visit moved to ${dates.words(moved.date)})`;
  if (change.what === 'moved' && booking.intervalDays !== null && change.detail.to)
    return `${ahead} (${dates.words(change.detail.from!)} moved to ${dates.words(change.detail.to)})`;
  return ahead;
}

/** The date a subject line names: the new date, or the one given up. */
function subjectDate({ booking, upcoming }: BookingVisits, change: BookingChange, dates: ServiceDates): string {
  if (change.what === 'moved' && change.detail.to) return dates.words(change.detail.to);
  if (change.what === 'visit-cancelled' && change.detail.from) return dates.words(change.detail.from);
  if (booking.intervalDays !== null && change.what !== 'booked') return 'your membership';
  const date = change.detail.to ?? change.detail.from ?? upcoming[0]?.date;
  return date ? dates.words(date) : 'your booking';
}

export function customerEmail(
  found: BookingVisits,
  change: BookingChange,
  dates: ServiceDates,
  manageUrl: string | undefined,
  now: number,
  /** Its card still to add: the e-mail says where ('Add your card'). */
  payDue = false,
): EmailMessage {
  const { booking } = found;
  const plan = planWords(booking);
  const when = visitWords(found, change, dates);
  const booked = change.what === 'booked' || change.what === 'confirmed';
  const active = booked || change.what === 'moved' || change.what === 'visit-cancelled';
  const lines = [
    `Hi ${booking.customer.name},`,
    '',
    change.what === 'visit-cancelled'
      ? `Your visit on ${when}.`
      : active
        ? `Your trash can cleaning is ${booked ? 'booked' : 'now'} for ${when}.`
        : `Your booking is ${when}.`,
    '',
    ...(active ? [`What to do: leave your cans at the curb after pickup. ${siteConfig.serviceWindow}`, ''] : []),
    `Plan:       ${plan.name}, ${plan.price}`,
    `Address:    ${booking.customer.street}, ${booking.customer.zip}`,
    `Reference:  ${booking.reference}`,
    '',
    ...(payDue && manageUrl ? [`Add your card: ${manageUrl}/pay (Stripe keeps it; we never see it)`, ''] : []),
    ...(manageUrl && change.what !== 'cancelled' ? [`Change or cancel: ${manageUrl}`, ''] : []),
    `Questions? Call or text ${formatPhone(siteConfig.phone)}, or reply to this e-mail.`,
    '',
    siteConfig.brandName,
  ];
  return {
    to: [booking.customer.email],
    subject: headerLine(
      `${HEADLINES[change.what]}: ${subjectDate(found, change, dates)} - ${siteConfig.brandName} (ref ${booking.reference})`,
    ),
    text: lines.join('\n'),
    replyTo: siteConfig.email,
    invite: bookingInvite(booking, found.visits, { dates, manageUrl, now }),
  };
}

/**
 * The one e-mail a booking held from the web gets until it is confirmed: the link that confirms
 * it, to the address given. Whoever typed someone else's address gets nothing more sent to them.
 */
export function holdEmail({ booking, upcoming }: BookingVisits, dates: ServiceDates, manageUrl: string | undefined): EmailMessage {
  const when = visitsWords(
    dates,
    upcoming.map((v) => v.date),
    booking.intervalDays !== null,
  );
  const minutes = booking.holdUntil === null ? 0 : Math.round((booking.holdUntil - booking.createdAt) / 60_000);
  return {
    to: [booking.customer.email],
    subject: headerLine(`Confirm your booking: ${dates.words(upcoming[0]?.date ?? booking.ruleStart)} - ${siteConfig.brandName}`),
    text: [
      `Hi ${booking.customer.name},`,
      '',
      `We are holding ${when} for you (${planWords(booking).name}, ${booking.customer.street}).`,
      `Confirm it within ${minutes} minutes: ${manageUrl ?? ''}`,
      '',
      'If you did not ask for this, ignore this e-mail: the date is let go and nothing more is sent to you.',
      '',
      siteConfig.brandName,
    ].join('\n'),
    replyTo: siteConfig.email,
  };
}

/** 'Booking moved', 'Membership paused'. */
const ownerHeadline = (what: BookingChange['what']) =>
  HEADLINES[what].startsWith('Membership') ? HEADLINES[what] : `Booking ${HEADLINES[what].toLowerCase()}`;

const BY: Record<BookingChange['by'], string> = { customer: 'the customer', receptionist: 'the receptionist', owner: 'you' };

/** The owner's note of a change made by the customer (or the receptionist). */
export function ownerChangeEmail(found: BookingVisits, change: BookingChange, dates: ServiceDates): OwnerEmail {
  const { booking } = found;
  const what = visitWords(found, change, dates);
  return {
    subject: headerLine(`${ownerHeadline(change.what)}: ${booking.customer.name}, ${booking.reference}`),
    text: [
      `${BY[change.by]} changed booking ${booking.reference}: ${change.what}.`.replace(/^./, (c) => c.toUpperCase()),
      '',
      `Now:        ${what}`,
      `Name:       ${booking.customer.name}`,
      `Mobile:     ${formatPhone(booking.customer.mobile)}`,
      `Street:     ${booking.customer.street}, ${booking.customer.zip}`,
      `Plan:       ${planWords(booking).name}`,
    ].join('\n'),
    replyTo: booking.customer.email,
  };
}
