// A business twenty times ours, written through the stores' own code (not raw SQL) into a data
// folder: 5,000 memberships signed up over their first four weeks and 10,000 one-time cleans over
// a year, every visit of the year marked at the curb (a few cans not out, no access), some members
// paused or ended, 30,000 leads in all, each booking's payment (members on a card, with their
// subscription at Stripe), 5,000 text threads, 8,000 calls, 20 commercial accounts, and about 300
// stops on the day the bench measures. The clock runs from a year ago to now, day by day, as the
// days would have come. Durability is relaxed while it writes (synchronous=OFF): the server opens
// it again with its own settings.
import { randomInt } from 'node:crypto';
import type { SettableClock } from '../../../src/server/platform/clock/clock.ts';
import { WEEKDAYS, type BookingRules, type Weekday } from '../../../src/common/site-config.schema.ts';
import { siteConfig } from '../../../src/common/site-config.ts';
import { proposalSchema } from '../../../src/common/proposals.ts';
import { acceptProposal } from '../../../src/server/money/account-flow/accept-proposal.ts';
import { proposalFacts } from '../../../src/server/money/account-flow/proposal-facts.ts';
import type { BusinessCalendar, LocalDate } from '../../../src/server/platform/clock/business-calendar.ts';
import type { Db } from '../../../src/server/platform/db/database.ts';
import type { Stores } from '../../../src/server/app/wiring/store-set.ts';
import type { NewLead } from '../../../src/server/customers/leads/lead-types.ts';

/** The day's capacity of four trucks: what a business of this size books. */
export const SCALE_BOOKING: BookingRules = { ...siteConfig.booking, capacityPerDay: 400 };

export const SIZE = { memberships: 5_000, oneTime: 10_000, leads: 30_000, threads: 5_000, calls: 8_000, accounts: 20, busyDay: 300 };

/** What the measurements need from the seeded business. */
export interface Seeded {
  /** A customer's link to their booking page (its token). */
  bookingToken: string;
  bookingId: string;
  leadId: string;
  callId: string;
  phone: string;
  proposalId: string;
  accountId: string;
  /** The day the bench reads as busy (the next service day's route). */
  busyDay: LocalDate;
  /** The owner's session token, and the address it is for. */
  session: string;
  /** The account session of a customer of many years: 24 homes, about 300 visits marked, each paid. */
  accountSession?: string;
  /** A crew member's session: they drive the first of the business's four trucks. */
  crewSession: string;
  owner: string;
  counts: Record<string, number>;
}

const SERVICE_PICKUPS = WEEKDAYS.slice(0, 6) as Weekday[];
const pick = <T>(list: readonly T[]) => list[randomInt(list.length)]!;
/** A mobile of its own for each customer: (404) 700-0000 and on. */
const phoneOf = (n: number) => `(404) ${700 + Math.floor(n / 10_000)}-${String(n % 10_000).padStart(4, '0')}`;
const zips = siteConfig.serviceArea.zips;

function lead(n: number, at: number, service: 'One-Time' | 'Membership' | 'Commercial', source: 'form' | 'voice'): NewLead {
  return {
    source,
    lead: {
      customer_status: 'New',
      full_name: `Customer ${n}`,
      mobile: phoneOf(n),
      email: `customer${n}@example.com`,
      street: `${100 + (n % 9000)} Peachtree St NE`,
      zip: zips[n % zips.length]!,
      service_type: service,
      sms_opt_in: true,
      notes: n % 5 === 0 ? 'Side gate; dog is friendly.' : '',
    },
    consent: { text: 'seeded', at: new Date(at).toISOString(), phone: phoneOf(n), ip: '203.0.113.1', userAgent: 'seed', pageUrl: '/' },
    ...(source === 'voice' ? { callId: `seed-call-${n}` } : {}),
  };
}

/**
 * The moment the seeded year ends, and the bench measures: 17:30 in Atlanta on the first day from
 * `from` whose next day is a service day. The evening list's hour has come (Today shows
 * tomorrow's route), and tomorrow can still be booked (before the 18:00 cut-off).
 */
export function endOfSeed(calendar: BusinessCalendar, from: number, isServiceDay: (date: LocalDate) => boolean): number {
  let date = calendar.dateOf(from);
  while (!isServiceDay(calendar.addDays(date, 1))) date = calendar.addDays(date, 1);
  return calendar.instantAt(date, '17:30');
}

/** Writes the business, the clock running from `days` before its end (at 09:00) to it. */
export function seedBusiness(db: Db, stores: Stores, clock: SettableClock, end: number, days = 364): Seeded {
  const { calendar } = stores.bookings.dates;
  clock.set(calendar.instantAt(calendar.addDays(calendar.dateOf(end), -days), '09:00'));
  db.pragma('synchronous = OFF');
  const { bookings, leads, payments } = stores;
  const { dates } = bookings;
  const counts: Record<string, number> = { memberships: 0, oneTime: 0, marks: 0, leads: 0, texts: 0, calls: 0, accounts: 0 };
  let n = 0;
  const book = (membership: boolean, date: LocalDate, pickup: Weekday) => {
    const at = clock.now();
    const i = ++n;
    const made = bookings.book({
      planId: membership ? 'membership' : 'one-time',
      cans: 1 + (i % 3),
      pickupDay: pickup,
      date,
      by: i % 2 ? 'receptionist' : 'customer',
      lead: () => leads.insertNow(lead(i, at, membership ? 'Membership' : 'One-Time', i % 2 ? 'voice' : 'form')).id,
    });
    if (!made.ok) return undefined;
    counts[membership ? 'memberships' : 'oneTime']!++;
    // Paid as the business is: members on a card with their subscription, one-time cleans paid (a few failed or due).
    const roll = i % 50;
    payments.transaction(() => {
      if (membership) {
        payments.setCustomer(made.booking.id, `cus_seed_${i}`);
        payments.setSubscription(made.booking.id, `sub_seed_${i}`);
        payments.setState(made.booking.id, roll === 0 ? 'failed' : 'card-on-file', 0);
      } else payments.setState(made.booking.id, roll === 0 ? 'due' : 'paid', 5900);
    });
    return made.booking;
  };
  const earliestFor = (pickup: Weekday) => dates.candidates(pickup)[0];
  const membershipsPerDay = Math.ceil(SIZE.memberships / 28);
  const oneTimePerDay = Math.ceil(SIZE.oneTime / days);
  const longCustomer = seedLongCustomer(stores);
  for (let day = 0; day <= days; day++) {
    const today = dates.today();
    // Members sign up over the first four weeks, each on the soonest date for their pickup day.
    for (let m = 0; day < 28 && m < membershipsPerDay && counts.memberships! < SIZE.memberships; m++) {
      const pickup = pick(SERVICE_PICKUPS);
      const date = earliestFor(pickup);
      if (date) book(true, date, pickup);
    }
    for (let o = 0; o < oneTimePerDay && counts.oneTime! < SIZE.oneTime; o++) {
      const pickup = pick(SERVICE_PICKUPS);
      const date = pick(dates.candidates(pickup).slice(0, 3));
      if (date) book(false, date, pickup);
    }
    // A few members pause, a few end, as the year goes.
    if (day > 28 && day % 7 === 0) {
      const running = bookings.active().filter((b) => b.intervalDays !== null && b.accountId === null);
      for (let k = 0; k < 6; k++) bookings.pause(pick(running).id, { weeks: 4 }, 'customer');
      for (let k = 0; k < 10; k++) bookings.cancel(pick(running).id, 'customer', 'ended');
    }
    // The day's visits marked at the curb in the evening.
    if (day < days) {
      clock.set(dates.calendar.instantAt(today, '19:30'));
      db.transaction(() => {
        for (const visit of bookings.day(today)) {
          if (visit.state !== 'scheduled') continue;
          const roll = randomInt(100);
          bookings.mark(visit.id, roll < 3 ? 'not-out' : roll < 5 ? 'no-access' : 'done', 'owner', null, 'crew@canfreshatl.com');
          counts.marks!++;
        }
      })();
      clock.set(dates.calendar.instantAt(dates.calendar.addDays(today, 1), '09:00'));
      bookings.writeAhead();
    }
  }
  clock.set(end);
  const busyDay = fillBusyDay(stores, book);
  counts.leads = seedLeads(db, stores, clock, n);
  counts.texts = seedThreads(db, stores, clock);
  counts.calls = seedCalls(db, stores, clock);
  const account = seedAccounts(stores);
  counts.accounts = SIZE.accounts;
  const first = bookings.active().find((b) => b.status === 'booked' && b.intervalDays !== null && b.accountId === null)!;
  return {
    bookingToken: bookings.issueLink(first.id),
    bookingId: first.id,
    leadId: first.leadId,
    callId: 'seed-call-7',
    phone: '+14047000001',
    proposalId: account.proposalId,
    accountId: account.accountId,
    busyDay,
    session: stores.sessions.start('pat@canfreshatl.com'),
    accountSession: longCustomer.signIn(),
    crewSession: fourTrucks(stores),
    owner: 'pat@canfreshatl.com',
    counts,
  };
}

/**
 * The business on four trucks of 200 cans a day each (added once the year is booked, so the
 * seeding books by the day's room as before), the first driven by a crew member: their session.
 */
function fourTrucks({ trucks, team, sessions }: Stores): string {
  const crew = 'lee@canfreshatl.com';
  team.add(crew);
  for (const name of ['North', 'South', 'East', 'West'])
    trucks.add({
      name,
      yard: siteConfig.crew.yard,
      roomCans: 200,
      tankCans: 80,
      days: [...WEEKDAYS],
      crew: name === 'North' ? [crew] : [],
    });
  return sessions.start(crew);
}

/** One-time cleans added on the next service day until its route holds about 300 stops (four trucks). */
function fillBusyDay({ bookings }: Stores, book: (membership: boolean, date: LocalDate, pickup: Weekday) => unknown): LocalDate {
  const { dates } = bookings;
  const busyDay = dates.earliest();
  const pickup = dates.pickupDayFor(busyDay);
  for (let tries = 0; bookings.visitsOn(busyDay) < SIZE.busyDay && tries < 400; tries++) book(false, busyDay, pickup);
  return busyDay;
}

/** The leads that did not book (the contact form and calls), spread over the year, to 30,000 in all. */
function seedLeads(db: Db, { leads }: Stores, clock: SettableClock, booked: number): number {
  const more = SIZE.leads - booked;
  const now = clock.now();
  db.transaction(() => {
    for (let i = 0; i < more; i++) {
      clock.set(now - (more - i) * Math.floor((364 * 24 * 3600_000) / more));
      leads.insertNow(
        lead(booked + 1 + i, clock.now(), pick(['One-Time', 'Membership', 'Commercial'] as const), i % 3 ? 'form' : 'voice'),
        {
          held: true,
        },
      );
    }
  })();
  clock.set(now);
  return SIZE.leads;
}

/** 5,000 numbers that texted, each thread four texts: the customer's, the business's answer, and again. */
/**
 * A customer of many years, as their account reads them: 24 homes (a landlord's), each a membership
 * booked at the seed's start, whose visits the year marks with everyone's, each visit then paid; so
 * about 300 visits and 300 payments on one account. Signed in at the end, by their mobile.
 */
function seedLongCustomer({ bookings, leads, ledger, accountSessions }: Stores) {
  const mobile = '(404) 799-0001';
  const ids: string[] = [];
  for (let home = 0; home < 24; home++) {
    const pickup = SERVICE_PICKUPS[home % SERVICE_PICKUPS.length]!;
    const date = bookings.dates.candidates(pickup)[Math.floor(home / SERVICE_PICKUPS.length)];
    if (!date) continue;
    const at = bookings.clock.now();
    const base = lead(990_000 + home, at, 'Membership', 'form');
    const made = bookings.book({
      planId: 'membership',
      cans: 2,
      pickupDay: pickup,
      date,
      by: 'customer',
      lead: () =>
        leads.insertNow({
          ...base,
          lead: { ...base.lead, full_name: 'Morgan Longtime', mobile, email: 'morgan@example.com', street: `${home + 1} Landlord Row` },
        }).id,
    });
    if (made.ok) ids.push(made.booking.id);
  }
  return {
    /** Each visit marked since, paid; then the customer's session, signed in by their mobile. */
    signIn: () => {
      for (const id of ids)
        for (const visit of bookings.visits(id).filter((v) => v.state === 'done'))
          ledger.addCharge({
            ref: `pi_long_${visit.id}`,
            bookingId: id,
            cents: 4000,
            paymentIntent: `pi_long_${visit.id}`,
            invoiceId: null,
            purpose: 'clean',
            visitId: visit.id,
            at: bookings.dates.calendar.instantAt(visit.date, '12:00'),
          });
      return accountSessions.start({ mobileE164: '+14047990001', email: null });
    },
  };
}

function seedThreads(db: Db, { threads }: Stores, clock: SettableClock): number {
  let count = 0;
  db.transaction(() => {
    for (let i = 0; i < SIZE.threads; i++) {
      const phone = `+1404700${String(i).padStart(4, '0')}`;
      for (let k = 0; k < 2; k++) {
        if (threads.received(phone, k ? 'Thanks!' : 'Can you come Thursday instead?', `SMseed${i}x${k}`)) count++;
        if (threads.write(phone, k ? 'You are welcome.' : 'Yes: moved to Thursday.', { author: 'owner', sendAt: clock.now() })) count++;
      }
    }
  })();
  return count;
}

function seedCalls(db: Db, { calls }: Stores, clock: SettableClock): number {
  const now = clock.now();
  db.transaction(() => {
    for (let i = 0; i < SIZE.calls; i++) {
      clock.set(now - (SIZE.calls - i) * 3_900_000);
      const started = new Date(clock.now() - 180_000).toISOString();
      calls.add({
        callId: `seed-call-${i}`,
        startedAt: started,
        endedAt: new Date(clock.now()).toISOString(),
        durationMs: 180_000,
        endedReason: 'customer-ended-call',
        summary: 'Asked about a membership; booked.',
        transcript: 'AI: Hi, this is Ava.\nUser: I would like my cans cleaned.',
        successEvaluation: 'true',
        cost: 0.21,
        callType: 'inbound phone',
        callerNumber: `+1404555${String(i % 10_000).padStart(4, '0')}`,
        outcome: 'booked',
        serviceInterest: 'Membership',
        followUp: false,
        followUpReason: null,
        recordingUrl: null,
      });
    }
  })();
  clock.set(now);
  return SIZE.calls;
}

/** Twenty commercial accounts, each from a proposal for three addresses, sent and signed. */
function seedAccounts(stores: Stores): { proposalId: string; accountId: string } {
  const { proposals, bookings } = stores;
  const deps = { ...stores, mail: { customer: false, owner: false } };
  let last = { proposalId: '', accountId: '' };
  for (let a = 0; a < SIZE.accounts; a++) {
    const content = proposalSchema(siteConfig.commercial).parse({
      business: `Commons ${a} HOA`,
      contactName: `Manager ${a}`,
      email: `manager${a}@example.com`,
      mobile: '(404) 555-0142',
      language: 'en',
      sites: [0, 1, 2].map((s) => ({
        street: `${200 + s} Commons ${a} Way`,
        zip: zips[(a + s) % zips.length]!,
        carts: 12 + s * 6,
        pickupDay: SERVICE_PICKUPS[(a + s) % 6]!,
        frequency: (['weekly', 'biweekly', 'monthly'] as const)[s]!,
        centsPerCart: 600,
      })),
      startDate: bookings.dates.earliest(),
      note: 'Carts behind the gate.',
    });
    const sent = proposals.send(proposals.draft(content, {}).id, (p) => proposalFacts(p, bookings.dates, siteConfig.commercial));
    if (!sent.ok) throw new Error(`a seeded proposal was not sent: ${sent.problem}`);
    acceptProposal(deps, sent.proposal, {
      name: `Manager ${a}`,
      ip: '203.0.113.9',
      agent: 'seed',
      fingerprint: sent.proposal.fingerprint!,
    });
    last = { proposalId: sent.proposal.id, accountId: proposals.get(sent.proposal.id)!.accountId! };
  }
  return last;
}
