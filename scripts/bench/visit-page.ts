// A clean's own page in `npm run bench`: its first load on a 390 px phone from the Done message's
// link (the document with its headers; no script), and its LCP beside the same page
// client-rendered (Lighthouse's mobile preset, pairs in turn, idle and with a core kept busy). The
// clean is written through the stores into the built server's own data folder: a one-time clean
// marked done yesterday, reached through its booking's link.
import { SettableClock, systemClock } from '../../src/server/platform/clock/clock.ts';
import { channelsOn } from '../../src/server/app/wiring/channels.ts';
import { openStores } from '../../src/server/app/wiring/stores.ts';
import { openBusinessDatabase } from '../../src/server/app/schema/schema-history.ts';
import { validLead } from '../../tests/support/valid-lead.ts';
import { bookForBench } from './account-page.ts';
import { benchServerPage, serverPageRows, type ServerPageResult } from './server-page-rows.ts';

const DAY = 24 * 3_600_000;

/** A one-time clean marked done: its page's path under the booking's link. */
function seededClean(dataDir: string): string {
  const db = openBusinessDatabase(dataDir);
  try {
    const clock = new SettableClock(systemClock.now() - 14 * DAY);
    const stores = openStores(db, { clock, channels: channelsOn({ webhook: false }) });
    const { bookings } = stores;
    const booking = bookForBench(stores, clock, 'one-time', validLead.street);
    const visit = bookings.visits(booking.id)[0]!;
    clock.set(systemClock.now());
    bookings.mark(visit.id, 'done', 'owner');
    return `/booking/${bookings.issueLink(booking.id)}/visits/${visit.id}`;
  } finally {
    db.close();
  }
}

export const benchVisitPage = (options?: { lcpRuns?: number }) =>
  benchServerPage((dataDir) => ({ path: seededClean(dataDir) }), 'client-rendered-visit', options);

/** The page's rows of the bench's table. */
export const visitRows = (result: ServerPageResult) =>
  serverPageRows(
    "A clean's own page /booking/<token>/visits/<id>, from the Done message: the document with its headers (server-rendered)",
    "The clean's page",
    result,
  );
