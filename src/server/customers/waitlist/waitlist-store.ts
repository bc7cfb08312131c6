// The waiting list: visitors outside the area who asked to be told when the business comes to
// their zip. Demand by zip for the owner; those waiting in a zip now served, for the one message
// that tells them.
import { randomUUID } from 'node:crypto';
import type { Language } from '../../../common/languages.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { recordOf } from '../../platform/db/record-of.ts';

export interface Waiting {
  id: string;
  zip: string;
  mobileE164: string | null;
  email: string | null;
  language: Language;
  consent: { text: string; at: number; ip: string; pageUrl: string };
  createdAt: number;
  toldAt: number | null;
}

interface Row {
  id: string;
  zip: string;
  mobile_e164: string | null;
  email: string | null;
  language: Language;
  consent_text: string;
  consent_at: number;
  ip: string;
  page_url: string;
  created_at: number;
  told_at: number | null;
}

const waitingOf = (r: Row): Waiting => ({
  id: r.id,
  zip: r.zip,
  mobileE164: r.mobile_e164,
  email: r.email,
  language: r.language,
  consent: { text: r.consent_text, at: r.consent_at, ip: r.ip, pageUrl: r.page_url },
  createdAt: r.created_at,
  toldAt: r.told_at,
});

export class WaitlistStore {
  private readonly statements;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {
    this.statements = {
      add: db.prepare<Record<string, unknown>>(
        `INSERT INTO waitlist (id, zip, mobile_e164, email, language, consent_text, consent_at, ip, page_url, created_at)
         VALUES (@id, @zip, @mobileE164, @email, @language, @consentText, @at, @ip, @pageUrl, @at) ON CONFLICT DO NOTHING`,
      ),
      get: db.prepare<[string], Row>('SELECT * FROM waitlist WHERE id = ?'),
      byZip: db.prepare<[number], { zip: string; waiting: number; told: number }>(
        `SELECT zip, count(*) FILTER (WHERE told_at IS NULL) AS waiting, count(told_at) AS told
         FROM waitlist GROUP BY zip ORDER BY waiting DESC, zip LIMIT ?`,
      ),
      total: db.prepare<[], { n: number }>('SELECT count(*) AS n FROM waitlist WHERE told_at IS NULL'),
      waitingIn: db.prepare<[string, number], Row>(
        'SELECT * FROM waitlist WHERE told_at IS NULL AND zip IN (SELECT value FROM json_each(?)) ORDER BY created_at LIMIT ?',
      ),
      tell: db.prepare<[number, string]>('UPDATE waitlist SET told_at = ? WHERE id = ? AND told_at IS NULL'),
    };
  }

  /** Adds a visitor to the list; false when that zip and way to reach them are already on it. */
  add(entry: Pick<Waiting, 'zip' | 'mobileE164' | 'email' | 'language'> & { consent: Omit<Waiting['consent'], 'at'> }): boolean {
    const { consent, ...rest } = entry;
    return (
      this.statements.add.run({
        id: randomUUID(),
        ...rest,
        consentText: consent.text,
        ip: consent.ip,
        pageUrl: consent.pageUrl,
        at: this.clock.now(),
      }).changes > 0
    );
  }

  get(id: string): Waiting | undefined {
    return recordOf(this.statements.get.get(id), waitingOf);
  }

  /** The zips asked for, the most waiting first: how many wait, and how many were told. */
  byZip(limit = 10): { zip: string; waiting: number; told: number }[] {
    return this.statements.byZip.all(limit);
  }

  /** Everyone still waiting, in every zip. */
  waitingCount(): number {
    return this.statements.total.get()!.n;
  }

  /** Those still waiting in these zips (now served), the earliest first. */
  waitingIn(zips: readonly string[], limit = 200): Waiting[] {
    return this.statements.waitingIn.all(JSON.stringify(zips), limit).map(waitingOf);
  }

  /** Marks one told; false when they already were (told once, however often asked). */
  tell(id: string): boolean {
    return this.statements.tell.run(this.clock.now(), id).changes > 0;
  }

  transaction<T>(work: () => T): T {
    return this.db.transaction(work).immediate();
  }
}
