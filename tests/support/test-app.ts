// An in-process app on a fresh DATA_DIR, for server tests (no build needed unless the site is on).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BookingRules, CrewRules, TextRules, OnlineBookingRules } from '../../src/common/site-config.schema.ts';
import { buildApp } from '../../src/server/app.ts';
import { RunningClock, type Clock } from '../../src/server/platform/clock/clock.ts';
import { loadEnv } from '../../src/server/env.ts';
import type { RelayOptions } from '../../src/server/platform/outbox/relay.ts';

export interface TestAppOptions {
  env?: Record<string, string>;
  relay?: Partial<RelayOptions>;
  dataDir?: string;
  /** Serve the built site too (and answer form posts with its pages): needs `npm run build` first. */
  site?: boolean;
  /**
   * The app's clock. Unless set, one that runs at the real pace (relays retry on real timers)
   * from a fixed Sunday morning in Atlanta, so no test depends on the time of day it runs at.
   */
  clock?: Clock;
  booking?: BookingRules;
  crew?: CrewRules;
  texts?: TextRules;
  onlineBooking?: OnlineBookingRules;
  /** The business open (its first run's setup answered); false: a new install, which opens soon. */
  opened?: boolean;
}

const BUILT_SITE = join(import.meta.dirname, '..', '..', 'dist', 'client');

/**
 * Sunday, November 22, 2026, 09:00 in Atlanta: no service today, and hours before the cut-off and
 * the evening list, so no owner's list joins a test's e-mails.
 */
export const TEST_MORNING = '2026-11-22T14:00:00Z';

/**
 * Fast retries for tests: 20 ms base, no jitter. An attempt may take 3 s before it is abandoned:
 * a busy machine can be slow to answer, and a test whose clock stands still never sees a retry
 * come due (retries are due by the app's clock). Tests of the timeout itself set their own.
 */
export const fastRelay: Partial<RelayOptions> = { baseDelayMs: 20, maxDelayMs: 200, timeoutMs: 3_000, pollMs: 50, random: () => 0.5 };

export async function makeTestApp({
  env = {},
  relay = fastRelay,
  dataDir,
  site = false,
  clock,
  booking,
  crew,
  texts,
  onlineBooking,
  opened = true,
}: TestAppOptions = {}) {
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'canfresh-test-'));
  const app = await buildApp({
    // Messages about a change go at once unless a test sets the wait (the product waits a minute).
    env: loadEnv({
      DATA_DIR: dir,
      LOG_LEVEL: 'silent',
      CONTACT_RATE_LIMIT: '0',
      CHANGE_MESSAGE_DELAY_SECONDS: '0',
      MARK_MESSAGE_DELAY_SECONDS: '0',
      ...(site ? { STATIC_DIR: BUILT_SITE } : {}),
      ...env,
    }),
    logger: false,
    site,
    relay,
    clock: clock ?? new RunningClock(TEST_MORNING),
    booking,
    crew,
    texts,
    onlineBooking,
  });
  await app.ready();
  // As after its owner answered the first run's setup with the defaults.
  if (opened) app.stores.settings.open('tests');
  return {
    app,
    dataDir: dir,
    close: async () => {
      await app.close();
      if (!dataDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
