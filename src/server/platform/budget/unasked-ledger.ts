// The ledger of messages nobody asked for by writing to us: each text and each call the business
// sends because someone typed a number somewhere, kept with that number, the address that caused
// it and the door it came through, taken or refused. A budget is a list of shares over it (so many
// to one number a week, from one address an hour, through one door or in all a day); the first
// share an entry would pass refuses it, and a share of the whole passed is told to the owner, once
// that day. Asked inside the transaction that queues the message, so two requests at once cannot
// both take the last place.
import type { BusinessCalendar } from '../clock/business-calendar.ts';
import type { Db } from '../db/database.ts';
import type { SubjectKind } from '../outbox/deliveries.ts';
import type { Outbox } from '../outbox/outbox.ts';

/** Which way the message goes out. */
export type Way = 'text' | 'call';

/**
 * Where the request came in: the site's own pages ('site'), a web call or chat on the voice
 * platform, which anyone can script with the page's public key ('web'), or a phone call or text
 * from the number itself ('line').
 */
export type Door = 'site' | 'web' | 'line';

export interface UnaskedEntry {
  kind: string;
  /** E.164. */
  phone: string;
  /** Who asked: a visitor's IP address, or a conversation; null when neither is known. */
  address: string | null;
  door: Door;
}

/** One share of a budget: at most `max` taken within `withinMs` among the entries with this entry's `by` (its number, its address, its door, or all). */
export interface Share<R extends string> {
  by: 'phone' | 'address' | 'door' | 'all';
  withinMs: number;
  max: number;
  refusal: R;
  /** Passing it is told to the owner, once that day (a share of the whole: an attack or a rush). */
  tellsOwner?: boolean;
}

/** How the owner is told of a share of the whole passed: the notice, by e-mail when that is on. */
export interface OwnerTelling {
  outbox: Outbox;
  calendar: BusinessCalendar;
  ownerEmail: boolean;
  notice: SubjectKind;
}

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

export class UnaskedLedger {
  private readonly statements;

  readonly calendar: BusinessCalendar;

  constructor(
    db: Db,
    private readonly way: Way,
    private readonly telling: OwnerTelling,
  ) {
    this.calendar = telling.calendar;
    const taken = 'way = @way AND refused IS NULL AND at > @since';
    const count = (where: string) => db.prepare<Record<string, unknown>, { n: number }>(`SELECT count(*) AS n FROM unasked WHERE ${where}`);
    this.statements = {
      phone: count(`phone_e164 = @value AND ${taken}`),
      address: count(`address = @value AND ${taken}`),
      door: count(`door = @value AND ${taken}`),
      all: count(taken),
      add: db.prepare<[Way, string, string, string | null, Door, number, string | null]>(
        'INSERT INTO unasked (way, kind, phone_e164, address, door, at, refused) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
      refused: db.prepare<[Way, number], { kind: string; refused: string; n: number }>(
        'SELECT kind, refused, count(*) AS n FROM unasked WHERE way = ? AND refused IS NOT NULL AND at >= ? GROUP BY kind, refused ORDER BY kind, refused',
      ),
    };
  }

  /** The first share this entry would pass at `now`, or undefined; an entry with no address passes no address's share. */
  private passed<R extends string>(entry: UnaskedEntry, shares: readonly Share<R>[], now: number): Share<R> | undefined {
    const value = { phone: entry.phone, address: entry.address, door: entry.door, all: null };
    for (const share of shares) {
      if (share.by === 'address' && entry.address === null) continue;
      const { n } = this.statements[share.by].get({ way: this.way, value: value[share.by], since: now - share.withinMs })!;
      if (n >= share.max) return share;
    }
    return undefined;
  }

  /** Counts the entry against the shares now and keeps it, taken or refused: undefined when it may go, else the share it would pass. */
  take<R extends string>(entry: UnaskedEntry, shares: readonly Share<R>[]): R | undefined {
    const { outbox, calendar, ownerEmail, notice } = this.telling;
    const now = outbox.clock.now();
    const passed = this.passed(entry, shares, now);
    this.statements.add.run(this.way, entry.kind, entry.phone, entry.address, entry.door, now, passed?.refusal ?? null);
    if (passed?.tellsOwner && ownerEmail) outbox.enqueue('email', { kind: notice, id: calendar.dateOf(now) });
    return passed?.refusal;
  }

  /** What was refused since an instant, by kind and why. */
  refusedSince<K extends string, R extends string>(since: number): { kind: K; refused: R; n: number }[] {
    return this.statements.refused.all(this.way, since) as { kind: K; refused: R; n: number }[];
  }
}
