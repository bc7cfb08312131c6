// A mark at the curb told to the customer (named by the visit and the mark it tells of): Done, an
// e-mail with the crew's photos attached and a text with a link to the first; cans not out or no
// access, what happens next by the business's policy. A mark corrected meanwhile sends nothing:
// its own message tells the right one. Who is told, and when, is queued here too, as a follower
// of the bookings' events.
import { dollars } from '../../../common/prices.ts';
import { crewCame, isMissed } from '../../customers/bookings/booking-types.ts';
import { markEmail, markText, type MarkFacts } from '../crew-flow/crew-messages.ts';
import { feeHow } from '../crew-flow/crew-fee.ts';
import { markStands, VISIT_MARK_ID, visitMarkSubject } from '../../customers/bookings/booking-subjects.ts';
import type { BookingEvent } from '../../customers/bookings/booking-events.ts';
import type { ChangeTelling } from '../../customers/notices/booking-change.ts';
import { NOT_TEXTABLE } from '../../customers/notices/customer-text.ts';
import { defineNotice, type NoticeContext } from '../../platform/outbox/notice.ts';
import type { BookingStore } from '../../customers/bookings/booking-store.ts';
import type { CrewRules } from '../../../common/site-config.schema.ts';
import type { PaymentFlow } from '../../money/payment-flow/payment-flow.ts';
import type { PaymentStore } from '../../money/payments/payment-store.ts';
import type { PhotoStore } from '../photos/photo-store.ts';
import type { TextStore } from '../../conversations/texts/text-store.ts';
import { wordsOf } from '../../../common/business-words.ts';

/** The records this notice reads. */
type Reads = {
  bookings: BookingStore;
  texts: TextStore;
  photos: PhotoStore;
  payments: PaymentStore;
  paymentFlow: PaymentFlow | undefined;
  crewPolicy: CrewRules;
};

/** What a mark's message says, while the visit still has that mark. */
function markFacts({ visitId, mark, at }: { visitId: string; mark: string; at: string }, secret: string | null, ctx: NoticeContext<Reads>) {
  const { bookings, photos, payments, paymentFlow, crewPolicy } = ctx.stores;
  const visit = bookings.visit(visitId);
  const booking = visit && bookings.get(visit.bookingId);
  if (!visit || !booking) return undefined;
  if (!markStands(visit, { mark, at })) return 'superseded' as const;
  const visitPhotos = photos.ofVisit(visitId);
  const first = visitPhotos[0];
  // A missed visit's fee: charged to the card on file, or with the next visit (payments on).
  const how =
    isMissed(visit.state) && paymentFlow
      ? feeHow(crewPolicy, Boolean(payments.get(booking.id)?.customerId), booking.accountId !== null)
      : undefined;
  const facts: MarkFacts = {
    booking,
    visit,
    dates: bookings.dates,
    link: secret ? ctx.manageUrl(secret) : undefined,
    next: booking.status === 'booked' ? bookings.nextVisits(booking, 1)[0] : undefined,
    fee: how && { words: dollars(crewPolicy.notOutFeeCents), how },
    photoLink: first && ctx.photoUrl(first.id),
    business: wordsOf(ctx.business()),
  };
  return { facts, photos: visitPhotos };
}

export const visitMarkNotice = defineNotice<{ visitId: string; mark: string; at: string }, Reads>({
  kind: 'visit-mark',
  id: VISIT_MARK_ID,
  customerEmail: async (subject, secret, ctx) => {
    const found = markFacts(subject, secret, ctx);
    if (!found || found === 'superseded') return found;
    // The crew's photos of the stop, attached (read from wherever photos are kept).
    const attached = await Promise.all(
      found.photos.map(async (photo, i) => {
        const content = await ctx.stores.photos.bytes(photo.id);
        return (
          content && { filename: `${found.facts.business.brand.replace(/\W+/g, '-')}-${found.facts.visit.date}-${i + 1}.jpg`, content }
        );
      }),
    );
    const photos = attached.filter((photo) => photo !== undefined);
    return { ...markEmail(found.facts, photos.length), photos };
  },
  sms: (subject, secret, ctx) => {
    const found = markFacts(subject, secret, ctx);
    if (found === 'superseded') return { skip: 'the mark was changed' };
    const to = found?.facts.booking.customer.mobileE164;
    if (!found || !to) return undefined;
    if (!ctx.textable(to)) return NOT_TEXTABLE;
    return { to, body: markText(found.facts) };
  },
});

/**
 * Who is told of a mark at the curb: a Done or a missed visit (cans not out, no access) goes to
 * the customer by e-mail and, where they may be texted, by text, after the delay in which a mark
 * corrected sends only the right one. Clearing a mark tells nobody. The same mark made twice is
 * one delivery; a mark cleared and made again later is a new one (the subject names the visit,
 * its mark and when it was made).
 */
export function queueVisitMark({ visit, booking }: Extract<BookingEvent, { kind: 'marked' }>, telling: MarkTelling) {
  const { outbox, bookings, customerEmail, mayText, delayMs } = telling;
  if (!crewCame(visit.state)) return;
  const at = bookings.clock.now() + delayMs;
  const subject = visitMarkSubject(visit);
  const link = () => bookings.issueLink(booking.id);
  if (customerEmail) outbox.enqueue('customer-email', subject, { at, secret: link() });
  if (mayText?.(booking.customer.mobileE164)) outbox.enqueue('sms', subject, { at, secret: link() });
}

/** The ways out for a mark's message, and how long it waits. */
export type MarkTelling = Omit<ChangeTelling, 'ownerEmail'>;
