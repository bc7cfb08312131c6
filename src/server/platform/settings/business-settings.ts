// The business's facts as the owner last set them: kept as versions in the database (who, when,
// before and after), the latest in force, checked by the one schema the defaults pass. The
// defaults (src/common/site-config.ts) are what a new install starts from. Everything that reads
// a fact that can change asks this provider each time, so a change holds from the next request,
// in this process and in any other over the same database.
import type { Clock } from '../clock/clock.ts';
import type { Db } from '../db/database.ts';
import { siteConfig as defaults } from '../../../common/site-config.ts';
import { siteConfigSchema, type SiteConfig } from '../../../common/site-config.schema.ts';
import { cursorOf, pageOf, positionOf, type Page } from '../../../common/paging.ts';

/** A value the schema refused: where ('plans.0.cents.first') and why, in words. */
export interface SettingsProblem {
  path: string;
  message: string;
}

/** One leaf that a version changed, its value before and after. */
export interface SettingsChange {
  path: string;
  before: unknown;
  after: unknown;
}

export interface SettingsVersion {
  id: number;
  at: number;
  by: string;
  /** The part of the settings changed, in the owner's words ('Prices and plans'). */
  what: string;
  changes: SettingsChange[];
}

export type SettingsAnswer = { ok: true; version: number; settings: SiteConfig } | { ok: false; problems: SettingsProblem[] };

/** The settings in force, read by whoever needs a fact that can change. */
export interface SettingsSource {
  current(): SiteConfig;
  /** Whether the business takes bookings yet (its first run's setup answered). */
  opened(): boolean;
}

interface VersionRow {
  id: number;
  at: number;
  by: string;
  what: string;
  before: string;
  after: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const idOf = (value: unknown) => (isRecord(value) && typeof value.id === 'string' ? value.id : undefined);

/**
 * A stored version with each setting it lacks taken from the defaults: a setting a later release
 * adds holds its default in an install whose versions were kept before it existed. In a list of
 * records with ids (the plans), each stored record takes what it lacks from the default of its id.
 */
export function withDefaults(defaults: unknown, stored: unknown): unknown {
  if (Array.isArray(defaults) && Array.isArray(stored))
    return stored.map((item) =>
      withDefaults(
        defaults.find((d) => idOf(d) !== undefined && idOf(d) === idOf(item)),
        item,
      ),
    );
  if (!isRecord(defaults) || !isRecord(stored)) return stored === undefined ? defaults : stored;
  const merged: Record<string, unknown> = { ...defaults };
  for (const [key, value] of Object.entries(stored)) merged[key] = withDefaults(defaults[key], value);
  return merged;
}

export class BusinessSettings implements SettingsSource {
  private readonly statements;
  private cached: { id: number; settings: SiteConfig };
  private isOpen = false;
  /** The site's public address where the server is told it (PUBLIC_BASE_URL), over the defaults', without a trailing '/'. */
  private readonly siteUrl: string | undefined;

  constructor(
    db: Db,
    private readonly clock: Clock,
    private readonly start: SiteConfig = defaults,
    siteUrl?: string | undefined,
  ) {
    this.siteUrl = siteUrl ? siteUrl.replace(/\/+$/, '') : undefined;
    this.statements = {
      latestId: db.prepare<[], { id: number }>('SELECT id FROM settings_versions ORDER BY id DESC LIMIT 1'),
      latest: db.prepare<[], { id: number; after: string }>('SELECT id, after FROM settings_versions ORDER BY id DESC LIMIT 1'),
      add: db.prepare<[number, string, string, string, string]>(
        'INSERT INTO settings_versions (at, by, what, before, after) VALUES (?, ?, ?, ?, ?)',
      ),
      opened: db.prepare<[], { at: number }>('SELECT at FROM business_opened WHERE id = 1'),
      open: db.prepare<[number, string]>('INSERT OR IGNORE INTO business_opened (id, at, by) VALUES (1, ?, ?)'),
      page: db.prepare<{ before: number | null; limit: number }, VersionRow>(
        'SELECT * FROM settings_versions WHERE @before IS NULL OR id < @before ORDER BY id DESC LIMIT @limit',
      ),
    };
    this.cached = { id: -1, settings: start }; // read at the first question
  }

  /** Whether the business is open: its owner answered the first run's setup (or it was open before there was one). */
  opened(): boolean {
    return this.isOpen || (this.isOpen = this.statements.opened.get() !== undefined);
  }

  /** Opens the business: from now on the page takes bookings. */
  open(by: string): void {
    this.statements.open.run(this.clock.now(), by);
    this.isOpen = true;
  }

  /** The latest version's number; 0 while the defaults are in force. */
  version(): number {
    return this.statements.latestId.get()?.id ?? 0;
  }

  /** The settings in force: the latest version, or the defaults before any change. */
  current(): SiteConfig {
    const id = this.version();
    if (id !== this.cached.id) {
      const row = this.statements.latest.get();
      const settings = row ? (withDefaults(this.start, JSON.parse(row.after)) as SiteConfig) : this.start;
      this.cached = { id: row?.id ?? 0, settings: this.siteUrl === undefined ? settings : { ...settings, siteUrl: this.siteUrl } };
    }
    return this.cached.settings;
  }

  /**
   * Replaces the settings with `next` when the schema accepts it, as a new version by `by`;
   * otherwise nothing changes and each refused value is named. A change that changes nothing
   * makes no version.
   */
  change(next: unknown, by: string, what: string): SettingsAnswer {
    const checked = siteConfigSchema.safeParse(next, { reportInput: true });
    if (!checked.success)
      return {
        ok: false,
        problems: checked.error.issues.map((issue) => ({
          path: issue.path.join('.'),
          // A word refused is named ('a 5-digit zip code, not “3030”').
          message: typeof issue.input === 'string' ? `${issue.message}, not “${issue.input}”` : issue.message,
        })),
      };
    const before = this.current();
    // What is kept is what was sent (the input shape the defaults are written in), once checked.
    const settings = next as SiteConfig;
    if (changesBetween(before, settings).length === 0) return { ok: true, version: this.cached.id, settings: before };
    this.statements.add.run(this.clock.now(), by, what, JSON.stringify(before), JSON.stringify(settings));
    return { ok: true, version: this.statements.latestId.get()!.id, settings: this.current() };
  }

  /** The versions, newest first, a page at a time, each with the values it changed. */
  history({ before, limit = 20 }: { before?: string | undefined; limit?: number } = {}): Page<SettingsVersion> {
    const from = positionOf(before);
    const rows = this.statements.page.all({ before: from?.row ?? null, limit: limit + 1 });
    const page = pageOf(rows, limit, (last) => cursorOf(last.at, last.id));
    return {
      next: page.next,
      rows: page.rows.map((row) => ({
        id: row.id,
        at: row.at,
        by: row.by,
        what: row.what,
        changes: changesBetween(JSON.parse(row.before), JSON.parse(row.after)),
      })),
    };
  }
}

/** Every leaf that differs between two settings, by its path ('plans.0.cents.first'). */
export function changesBetween(before: unknown, after: unknown, path = ''): SettingsChange[] {
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  const container = (value: unknown) => typeof value === 'object' && value !== null;
  // A list of plain values (zips, dates) reads best whole; a list of records, item by item.
  const plainList = (value: unknown) => Array.isArray(value) && value.every((item) => !container(item));
  if (!container(before) || !container(after) || plainList(before) || plainList(after)) return [{ path, before, after }];
  const keys = new Set([...Object.keys(before as object), ...Object.keys(after as object)]);
  return [...keys].flatMap((key) =>
    changesBetween((before as Record<string, unknown>)[key], (after as Record<string, unknown>)[key], path ? `${path}.${key}` : key),
  );
}
