// One customer's record, composed from every area that keeps something of them: the person (their
// key, name and the owner's note), their leads (by the same mobile or the same e-mail), the
// bookings those leads made with each visit's mark and photos and each payment and charge, their
// number's thread, their calls (from their number, or taken with their leads), and the accounts
// they are the billing contact of; each visit with their rating and tip.
import type { CustomerBooking, CustomerRecord, CustomerSummary } from '../../../common/owner-customers.ts';
import { stopMarkOf } from '../../../common/owner-inbox.ts';
import { displayPhone } from '../../../common/phone-display.ts';
import { dollars } from '../../../common/prices.ts';
import { threadPath } from '../../../common/text-threads.ts';
import type { CallStore } from '../../conversations/calls/call-store.ts';
import type { ThreadReads } from '../../conversations/texts/thread-reads.ts';
import type { BookingStore } from '../../customers/bookings/booking-store.ts';
import { givenUp, type BookingView } from '../../customers/bookings/booking-types.ts';
import { planWords } from '../../customers/bookings/booking-words.ts';
import type { LeadStore } from '../../customers/leads/lead-store.ts';
import type { Person, PeopleStore } from '../../customers/people/people-store.ts';
import type { PhotoStore } from '../../field/photos/photo-store.ts';
import type { RatingStore } from '../../field/ratings/rating-store.ts';
import type { TipStore } from '../../money/payments/tip-store.ts';
import { problemWords } from '../../../common/copy/visit-copy.ts';
import type { AccountStore } from '../../money/accounts/account-store.ts';
import type { PaymentLedger } from '../../money/payments/payment-ledger.ts';
import type { PaymentStore } from '../../money/payments/payment-store.ts';

export interface RecordDeps {
  people: PeopleStore;
  leads: LeadStore;
  bookings: BookingStore;
  payments: PaymentStore;
  ledger: PaymentLedger;
  photos: PhotoStore;
  threadReads: ThreadReads;
  calls: CallStore;
  accounts: AccountStore;
  ratings: Pick<RatingStore, 'ofVisits'>;
  tips: Pick<TipStore, 'ofVisits'>;
}

const VISITS_SHOWN = 12;

/** What a charge paid for, in the owner's words. */
const CHARGE_WORDS = { clean: 'Clean', fee: 'Trip fee', tip: 'Tip for the crew' } as const;

export const customerSummary = (person: Person): CustomerSummary => ({
  key: person.key,
  name: person.name,
  phone: person.mobileE164 ? displayPhone(person.mobileE164) : null,
  email: person.email,
  street: person.street,
  zip: person.zip,
  lastAt: person.lastAt,
});

export function customerRecord(deps: RecordDeps, person: Person): CustomerRecord {
  const leads = deps.leads.ofPerson(person);
  const leadIds = leads.map((lead) => lead.id);
  const bookings = deps.bookings.ofLeads(leadIds);
  const phone = person.mobileE164;
  const texts = phone ? deps.threadReads.texts(phone, { before: null, limit: 20 }).rows : [];
  const calls = deps.calls.ofCaller(
    phone,
    leads.flatMap((lead) => (lead.callId ? [lead.callId] : [])),
  );
  return {
    ...customerSummary(person),
    mobileE164: phone,
    note: person.note,
    addresses: [
      ...new Set([
        ...leads.map((l) => `${l.lead.street}, ${l.lead.zip}`),
        ...bookings.map((b) => `${b.customer.street}, ${b.customer.zip}`),
      ]),
    ],
    bookings: bookings.map((booking) => bookingOf(deps, booking)),
    leads: leads.map((lead) => ({ id: lead.id, at: lead.createdAt, service: lead.lead.service_type, notes: lead.lead.notes ?? '' })),
    thread: phone && texts.length ? { texts, href: threadPath(phone).replace('/owner', '') } : null,
    calls: calls.map((call) => ({
      id: call.callId,
      at: call.receivedAt,
      summary: call.summary,
      outcome: call.outcome,
      minutes: call.durationMs === null ? null : Math.max(1, Math.round(call.durationMs / 60_000)),
    })),
    accounts: deps.accounts.ofLeads(leadIds).map((account) => ({ id: account.id, business: account.business, status: account.status })),
  };
}

function bookingOf({ bookings, payments, ledger, photos, ratings, tips }: RecordDeps, booking: BookingView): CustomerBooking {
  const { dates } = bookings;
  const today = dates.today();
  const linkUntil = dates.clock.now() + 24 * 3_600_000;
  const visits = bookings.visits(booking.id);
  const next = visits.find((v) => v.date >= today && v.state === 'scheduled');
  const payment = payments.get(booking.id);
  const shown = visits
    .filter((v) => v.date <= today && !givenUp(v))
    .slice(-VISITS_SHOWN)
    .reverse();
  const rated = ratings.ofVisits(shown.map((v) => v.id));
  const tipped = tips.ofVisits(shown.map((v) => v.id));
  return {
    id: booking.id,
    reference: booking.reference,
    plan: planWords(booking, bookings.plans()).name,
    status: booking.status,
    street: `${booking.customer.street}, ${booking.customer.zip}`,
    next: next ? dates.words(next.date) : null,
    visits: shown.map((v) => {
      const rating = rated.get(v.id);
      const tip = tipped.get(v.id);
      return {
        id: v.id,
        date: v.date,
        words: dates.words(v.date),
        mark: stopMarkOf(v.state),
        note: v.note,
        photos: photos.linksOf(v.id, linkUntil),
        rating: rating ? { stars: rating.stars, problems: problemWords(rating.problems), words: rating.words } : null,
        tip: tip ? dollars(tip) : null,
      };
    }),
    payment: payment ? { state: payment.state, amount: dollars(payment.amountCents), taken: dollars(payment.takenCents) } : null,
    charges: ledger.chargesOf(booking.id).map((charge) => ({
      ref: charge.ref,
      what: CHARGE_WORDS[charge.purpose],
      amount: dollars(charge.cents),
      refunded: dollars(charge.refundedCents),
      at: charge.at,
    })),
  };
}
