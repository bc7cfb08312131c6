// The seeded business served by the built server (its own process, its clock at the seed's end):
// every owner API route that reads (a page of each list, each record's detail) asked 40 times in
// turn, idle and with a core kept busy, for its p50 and p95 and the size of its answer; Today with
// about 300 stops; the customer's booking page; the dates Ava offers and the booking page's date
// screen; the server's memory after all of it; and, in this process over the same folder, the
// scheduler's minute. Each request is the owner's browser's: its session cookie, same-origin.
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { SettableClock } from '../../../src/server/platform/clock/clock.ts';
import { everyMinute } from '../../../src/server/app/plugins/every-minute.ts';
import { channelsOn } from '../../../src/server/app/wiring/channels.ts';
import { openStores } from '../../../src/server/app/wiring/stores.ts';
import { startServer } from '../../../tests/support/server-process.ts';
import { withBusyCore } from '../busy-core.ts';
import { SCALE_BOOKING, type Seeded } from './seed.ts';
import { openBusinessDatabase } from '../../../src/server/app/schema/schema-history.ts';

const SECRET = 'scale-bench-tools-secret-0123456789';
const RUNS = 40;

export interface Timing {
  name: string;
  p50: number;
  p95: number;
  bytes: number;
  status: number;
}

export interface ScaleMeasures {
  idle: Timing[];
  busy: Timing[];
  todayStops: number;
  /** The busy day planned again across the four trucks (as the owner asks), idle and with a core busy. */
  planMs: { idle: number; busy: number };
  minute: { idle: number[]; busy: number[] };
  databaseBytes: number;
  serverRssBytes: number;
}

/** A request the bench makes: what it is called, and how it is asked. */
interface Ask {
  name: string;
  path: string;
  init?: RequestInit;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
const round = (ms: number) => Math.round(ms * 10) / 10;

async function timed(base: string, ask: Ask): Promise<Timing> {
  const times: number[] = [];
  let bytes = 0;
  let status = 0;
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    // Each run a visitor of its own (behind the one proxy the server trusts): a page's limit per client is not what is measured.
    const headers = { 'accept-encoding': 'identity', 'x-forwarded-for': `10.0.${run >> 8}.${run & 255}`, ...ask.init?.headers };
    const response = await fetch(`${base}${ask.path}`, { ...ask.init, headers });
    const body = await response.arrayBuffer();
    times.push(performance.now() - started);
    bytes = body.byteLength;
    status = response.status;
  }
  times.sort((a, b) => a - b);
  return { name: ask.name, p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), bytes, status };
}

/** Every owner route that reads, with the seeded records for its parameters, and the customer's and Ava's. */
function asks(seeded: Seeded): Ask[] {
  const owner = { headers: { cookie: `owner=${seeded.session}`, 'sec-fetch-site': 'same-origin' } };
  const get = (name: string, path = name.replace(/^GET /, '')): Ask => ({ name, path, init: owner });
  const crew = { headers: { cookie: `owner=${seeded.crewSession}`, 'sec-fetch-site': 'same-origin' } };
  const tool = (name: string, args: object): Ask => ({
    name,
    path: '/api/voice/tools',
    init: {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-vapi-secret': SECRET },
      body: JSON.stringify({
        message: {
          type: 'tool-calls',
          call: { id: 'scale-bench', type: 'webCall' },
          toolCallList: [{ id: 't', type: 'function', function: { name: 'find_service_dates', arguments: args } }],
        },
      }),
    },
  });
  return [
    get('GET /owner/api/today'),
    { name: "GET /owner/api/today (one truck's crew)", path: '/owner/api/today', init: crew },
    get('GET /owner/api/leads'),
    get('GET /owner/api/leads?q=Customer 12', '/owner/api/leads?q=Customer%2012'),
    get('GET /owner/api/leads?status=booked', '/owner/api/leads?status=booked'),
    get('GET /owner/api/calls'),
    get('GET /owner/api/calls/:id', `/owner/api/calls/${seeded.callId}`),
    get('GET /owner/api/bookings'),
    get('GET /owner/api/bookings/:id', `/owner/api/bookings/${seeded.bookingId}`),
    get('GET /owner/api/days/:date', `/owner/api/days/${seeded.busyDay}`),
    get('GET /owner/api/booking-dates'),
    get('GET /owner/api/payments'),
    get('GET /owner/api/deliveries'),
    get('GET /owner/api/crew'),
    get('GET /owner/api/holiday-moves'),
    get('GET /owner/api/threads'),
    get('GET /owner/api/threads/:phone', `/owner/api/threads/${encodeURIComponent(seeded.phone)}`),
    get('GET /owner/api/unread'),
    get('GET /owner/api/session'),
    get('GET /owner/api/passkeys'),
    get('GET /owner/api/proposals'),
    get('GET /owner/api/proposals/new'),
    get('GET /owner/api/proposals/:id', `/owner/api/proposals/${seeded.proposalId}`),
    get('GET /owner/api/accounts'),
    get('GET /owner/api/accounts/:id', `/owner/api/accounts/${seeded.accountId}`),
    get('GET /owner/api/account-invoices'),
    get('GET /owner/api/home'),
    get('GET /owner/api/customers'),
    get('GET /owner/api/customers/:key', `/owner/api/customers/${encodeURIComponent(`m:${seeded.phone}`)}`),
    get('GET /owner/api/search?q=Customer 12', '/owner/api/search?q=Customer%2012'),
    get('GET /owner/api/search?q=(404) 700-12', '/owner/api/search?q=(404)%20700-12'),
    get('GET /owner/api/search?q=peach', '/owner/api/search?q=peach'),
    { name: "A customer's booking page /booking/<token>", path: `/booking/${seeded.bookingToken}` },
    ...(seeded.accountSession
      ? [
          {
            name: "A customer's account /account: 24 homes, about 300 visits and payments",
            path: '/account',
            init: { headers: { cookie: `account=${seeded.accountSession}` } },
          },
        ]
      : []),
    tool("Ava's dates: find_service_dates (a membership)", { zip: '30309', pickup_day: 'Tuesday', service_type: 'Membership' }),
    tool("Ava's dates: find_service_dates (a one-time clean)", { zip: '30309', pickup_day: 'Friday', service_type: 'One-Time' }),
    {
      name: 'The booking page /book: zip, pickup day, plan and cans sent, its dates with room shown',
      path: '/book',
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
        body: 'zip=30309&pickup=Tuesday&plan=one-time&cans=2',
      },
    },
  ];
}

/** The scheduler's minute over the seeded folder, in this process, as the server runs it: its first run (the day's writing ahead) and nine more. */
function minutes(dir: string, end: number): number[] {
  const db = openBusinessDatabase(dir);
  try {
    const stores = openStores(db, { clock: new SettableClock(end), channels: channelsOn({ payments: true }), booking: SCALE_BOOKING });
    return Array.from({ length: 10 }, () => {
      const started = performance.now();
      everyMinute(stores, { texts: false });
      return round(performance.now() - started);
    });
  } finally {
    db.close();
  }
}

const rssOf = (pid: number) =>
  Number(
    execFileSync('ps', ['-o', 'rss=', '-p', String(pid)])
      .toString()
      .trim(),
  ) * 1024;

export async function measureScale(dir: string, seeded: Seeded & { end: number }): Promise<ScaleMeasures> {
  const server = await startServer(
    {
      DATA_DIR: dir,
      OWNER_EMAILS: seeded.owner,
      TEST_CLOCK_START: new Date(seeded.end).toISOString(),
      VAPI_TOOLS_SECRET: SECRET,
      CONTACT_RATE_LIMIT: '0',
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
    },
    60_000,
  );
  try {
    const list = asks(seeded);
    const idle: Timing[] = [];
    for (const ask of list) idle.push(await timed(server.url, ask));
    const busy = await withBusyCore(async () => {
      const found: Timing[] = [];
      for (const ask of list) found.push(await timed(server.url, ask));
      return found;
    });
    const today = (await (await fetch(`${server.url}/owner/api/today`, list[0]!.init)).json()) as { count: number; date: string };
    const plan = async () => {
      const started = performance.now();
      const response = await fetch(`${server.url}/owner/api/day-plans/${today.date}`, { ...list[0]!.init, method: 'POST' });
      if (!response.ok) throw new Error(`planning the day answered ${response.status}`);
      return Math.round(performance.now() - started);
    };
    const planMs = { idle: await plan(), busy: await withBusyCore(plan) };
    const serverRssBytes = rssOf(server.child.pid!);
    const minute = { idle: minutes(dir, seeded.end), busy: await withBusyCore(async () => minutes(dir, seeded.end)) };
    const file = join(dir, 'leads.db');
    const databaseBytes = statSync(file).size + (statSync(`${file}-wal`, { throwIfNoEntry: false })?.size ?? 0);
    return { idle, busy, todayStops: today.count, planMs, minute, databaseBytes, serverRssBytes };
  } finally {
    await server.stop();
  }
}
