import { afterEach, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { migrate } from '../db/database.ts';
import { OPENING_STEPS } from './opening-steps.ts';
import { openTempDatabase, type TempDatabase } from '../../app/schema/temp-database.ts';
import { SettableClock } from '../clock/clock.ts';
import { siteConfig } from '../../../common/site-config.ts';
import { BusinessSettings, changesBetween, withDefaults } from './business-settings.ts';
import { withPlanPrice } from '../../../common/prices.ts';
import { SCHEMA_HISTORY, openBusinessDatabase } from '../../app/schema/schema-history.ts';

const opened: TempDatabase[] = [];
afterEach(() => opened.splice(0).forEach((temp) => temp.close()));
/** A database of its own for one test, closed after it. */
const tempDatabase = () => {
  const temp = openTempDatabase();
  opened.push(temp);
  return temp;
};

describe('the business settings', () => {
  it('a new install is not open until it is opened; one that had settings before is open already', () => {
    const temp = tempDatabase();
    const clock = new SettableClock('2026-12-01T15:00:00Z');
    const fresh = new BusinessSettings(temp.db, clock);
    expect(fresh.opened()).toBe(false);
    fresh.open('ana@lakesidebins.example');
    expect(fresh.opened()).toBe(true);
    expect(new BusinessSettings(temp.db, clock).opened()).toBe(true);

    // An install from before the first run's setup: its settings were changed, so it opens upgraded.
    const before = new Database(':memory:');
    migrate(before, SCHEMA_HISTORY.slice(0, SCHEMA_HISTORY.indexOf(OPENING_STEPS[0]!)));
    before.prepare("INSERT INTO settings_versions (at, by, what, before, after) VALUES (1, 'pat', 'Prices and plans', '{}', '{}')").run();
    migrate(before, SCHEMA_HISTORY);
    expect(new BusinessSettings(before, clock).opened()).toBe(true);
    before.close();
  });

  it('start from the defaults, and each change is a version in force at once, here and in another process', () => {
    const temp = tempDatabase();
    const clock = new SettableClock('2026-12-01T15:00:00Z');
    const settings = new BusinessSettings(temp.db, clock);
    expect(settings.current()).toBe(siteConfig);

    const cheaper = {
      ...siteConfig,
      plans: siteConfig.plans.map((p) => (p.id === 'one-time' ? withPlanPrice(p, { first: 6900, extra: 1200 }) : p)),
    };
    const answer = settings.change(cheaper, 'pat@canfreshatl.com', 'Prices and plans');
    expect(answer.ok).toBe(true);
    expect(settings.current().plans[0]).toMatchObject({
      price: '$69',
      extraCost: '+$12 per extra can',
      cents: { first: 6900, extra: 1200 },
    });

    // Another process over the same database reads the same settings.
    const other = openBusinessDatabase(temp.dir);
    expect(new BusinessSettings(other, clock).current().plans[0]!.cents).toEqual({ first: 6900, extra: 1200 });
    other.close();

    const history = settings.history();
    expect(history.rows).toEqual([
      {
        id: expect.any(Number),
        at: Date.parse('2026-12-01T15:00:00Z'),
        by: 'pat@canfreshatl.com',
        what: 'Prices and plans',
        changes: [
          { path: 'plans.0.price', before: '$59', after: '$69' },
          { path: 'plans.0.extraCost', before: '+$10 per extra can', after: '+$12 per extra can' },
          { path: 'plans.0.cents.first', before: 5900, after: 6900 },
          { path: 'plans.0.cents.extra', before: 1000, after: 1200 },
        ],
      },
    ]);
    // The same settings again make no version.
    settings.change(cheaper, 'pat@canfreshatl.com', 'Prices and plans');
    expect(settings.history().rows).toHaveLength(1);
  });

  it('refuses settings the schema refuses, naming each value, and keeps what was in force', () => {
    const temp = tempDatabase();
    const settings = new BusinessSettings(temp.db, new SettableClock('2026-12-01T15:00:00Z'));
    const bad = {
      ...siteConfig,
      serviceArea: { ...siteConfig.serviceArea, zips: ['3030'] },
      booking: { ...siteConfig.booking, capacityPerDay: 0 },
    };
    const answer = settings.change(bad, 'pat@canfreshatl.com', 'Where and when we work');
    expect(answer).toEqual({
      ok: false,
      problems: expect.arrayContaining([
        { path: 'serviceArea.zips.0', message: 'a 5-digit zip code, not “3030”' },
        { path: 'booking.capacityPerDay', message: expect.stringMatching(/>=1/) },
      ]),
    });
    expect(settings.current()).toBe(siteConfig);
    expect(settings.history().rows).toEqual([]);
  });

  it('names a list of plain values whole, and records item by item', () => {
    expect(changesBetween({ zips: ['30303'], days: [{ d: 1 }] }, { zips: ['30303', '30304'], days: [{ d: 2 }] })).toEqual([
      { path: 'zips', before: ['30303'], after: ['30303', '30304'] },
      { path: 'days.0.d', before: 1, after: 2 },
    ]);
  });

  it('a version kept before a setting existed takes that setting from the defaults', () => {
    const temp = tempDatabase();
    const settings = new BusinessSettings(temp.db, new SettableClock('2026-12-01T15:00:00Z'));
    const { routeSharePercent: _added, ...crewBefore } = siteConfig.crew;
    // Kept before plans had a rhythm of their own: each plan takes it from the default plan of its id.
    const plansBefore = siteConfig.plans.map(({ everyWeeks: _rhythm, ...plan }) => plan);
    const before = { ...siteConfig, crew: crewBefore, plans: plansBefore, booking: { ...siteConfig.booking, capacityPerDay: 55 } };
    temp.db
      .prepare('INSERT INTO settings_versions (at, by, what, before, after) VALUES (1, ?, ?, ?, ?)')
      .run('pat@canfreshatl.com', 'Where and when we work', JSON.stringify(siteConfig), JSON.stringify(before));
    expect(settings.current().crew.routeSharePercent).toBe(siteConfig.crew.routeSharePercent);
    expect(settings.current().booking.capacityPerDay).toBe(55);
    expect(settings.current().plans.map((plan) => plan.everyWeeks)).toEqual([null, 4, null]);
    // Lists are values: a stored list stands whole, however long the default's.
    expect(withDefaults({ a: [1, 2, 3], b: { c: 1, d: 2 } }, { a: [9], b: { c: 5 } })).toEqual({ a: [9], b: { c: 5, d: 2 } });
    // ...a list of records with ids, record by record: a stored one without a default stands as kept.
    expect(
      withDefaults(
        [{ id: 'x', n: 1, m: 2 }],
        [
          { id: 'y', n: 3 },
          { id: 'x', n: 4 },
        ],
      ),
    ).toEqual([
      { id: 'y', n: 3 },
      { id: 'x', n: 4, m: 2 },
    ]);
  });
});
