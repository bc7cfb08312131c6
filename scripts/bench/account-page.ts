// A customer's account in `npm run bench`: its first load on a 390 px phone, signed in (the
// document with its headers; no script), and its LCP beside the same page client-rendered
// (Lighthouse's mobile preset, pairs in turn, idle and with a core kept busy). The customer is
// written through the stores into the built server's own data folder: a member of a year, every
// visit marked and paid, and a second home's one-time clean; their session starts there too.
import { SettableClock, systemClock, type Clock } from '../../src/server/platform/clock/clock.ts';
import type { Stores } from '../../src/server/app/wiring/store-set.ts';
import { channelsOn } from '../../src/server/app/wiring/channels.ts';
import { openStores } from '../../src/server/app/wiring/stores.ts';
import { openBusinessDatabase } from '../../src/server/app/schema/schema-history.ts';
import { validLead } from '../../tests/support/valid-lead.ts';
import { benchServerPage, serverPageRows, type ServerPageResult } from './server-page-rows.ts';

export type AccountPageResult = ServerPageResult;

const DAY = 24 * 3_600_000;

/** A booking as a customer makes it on the form (texts agreed to), their first date after a Tuesday pickup. */
export function bookForBench({ bookings, leads }: Pick<Stores, 'bookings' | 'leads'>, clock: Clock, planId: string, street: string) {
  const pickupDay = 'Tuesday';
  const made = bookings.book({
    planId,
    cans: 2,
    pickupDay,
    date: bookings.dates.candidates(pickupDay)[0]!,
    by: 'customer',
    lead: () =>
      leads.insertNow({
        source: 'form',
        lead: { ...validLead, street, service_type: planId === 'membership' ? 'Membership' : 'One-Time', sms_opt_in: true },
        consent: {
          text: 'bench',
          at: new Date(clock.now()).toISOString(),
          phone: validLead.mobile,
          ip: '203.0.113.1',
          userAgent: 'bench',
          pageUrl: '/',
        },
      }).id,
  });
  if (!made.ok) throw new Error(`the bench's customer was not booked: ${made.problem}`);
  return made.booking;
}

/** A member of a year (each visit marked done, each paid) with a second home's clean, signed in: the session's cookie. */
function seededCustomer(dataDir: string): string {
  const db = openBusinessDatabase(dataDir);
  try {
    const clock = new SettableClock(systemClock.now() - 364 * DAY);
    const stores = openStores(db, { clock, channels: channelsOn({ webhook: false }) });
    const { bookings, ledger, accountSessions } = stores;
    const book = (planId: string, street: string) => bookForBench(stores, clock, planId, street);
    const member = book('membership', validLead.street);
    clock.set(clock.now() + 7 * DAY);
    book('one-time', '48 Elm St');
    // The year goes by a week at a time: each visit before today marked done and paid.
    while (clock.now() < systemClock.now() - 7 * DAY) {
      clock.set(clock.now() + 7 * DAY);
      bookings.writeAhead();
      const today = bookings.dates.today();
      for (const visit of bookings.visits(member.id).filter((v) => v.date < today && v.state === 'scheduled')) {
        bookings.mark(visit.id, 'done', 'owner');
        ledger.addCharge({
          ref: `pi_${visit.id}`,
          bookingId: member.id,
          cents: 4000,
          paymentIntent: `pi_${visit.id}`,
          invoiceId: null,
          purpose: 'clean',
          visitId: visit.id,
        });
      }
    }
    return accountSessions.start({ mobileE164: '+14045550199', email: null });
  } finally {
    db.close();
  }
}

export const benchAccountPage = (options?: { lcpRuns?: number }) =>
  benchServerPage(
    (dataDir) => ({ path: '/account', headers: { Cookie: `account=${seededCustomer(dataDir)}` } }),
    'client-rendered-account',
    options,
  );

/** The page's rows of the bench's table. */
export const accountRows = (result: AccountPageResult) =>
  serverPageRows(
    "A customer's account /account, signed in: the document with its headers (server-rendered, a member of a year)",
    'The account',
    result,
  );
