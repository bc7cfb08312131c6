// One budget for the texts nobody asked for by texting us: a code to prove a mobile, a link to
// book, a call back's word. Each is paid for, and each goes to a number a visitor or a scripted
// chat typed, so each is counted here before it is queued: so many to one number a day, from one
// address (a visitor's, or a conversation's) an hour and a day, and for the whole business an hour
// and a day. A text refused is kept too, with why; past the business's budget the owner is told,
// once a day, what was refused. Asked inside the transaction that queues the text.
import type { TextRules } from '../../../common/site-config.schema.ts';
import type { BusinessCalendar } from '../../platform/clock/business-calendar.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';

export type UnaskedKind = 'code' | 'link' | 'call-back';
export type BudgetRefusal = 'number' | 'address' | 'business';
export type UnaskedRules = TextRules['unasked'];

export interface Unasked {
  kind: UnaskedKind;
  phone: string;
  /** Who asked: a visitor's IP address, or a conversation; null when neither is known. */
  address: string | null;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export class TextBudget {
  private readonly statements;

  constructor(
    db: Db,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    readonly calendar: BusinessCalendar,
    private readonly rules: UnaskedRules,
    /** Whether the owner's e-mail is on (the owner is told of the business's budget passed). */
    private readonly ownerEmail: boolean,
  ) {
    const taken = 'refused IS NULL AND at >= ?';
    this.statements = {
      byNumber: db.prepare<[string, number], { n: number }>(`SELECT count(*) AS n FROM unasked_texts WHERE phone_e164 = ? AND ${taken}`),
      byAddress: db.prepare<[string, number], { n: number }>(`SELECT count(*) AS n FROM unasked_texts WHERE address = ? AND ${taken}`),
      all: db.prepare<[number], { n: number }>(`SELECT count(*) AS n FROM unasked_texts WHERE ${taken}`),
      add: db.prepare<[string, string, string | null, number, BudgetRefusal | null]>(
        'INSERT INTO unasked_texts (kind, phone_e164, address, at, refused) VALUES (?, ?, ?, ?, ?)',
      ),
      refused: db.prepare<[number], { kind: UnaskedKind; refused: BudgetRefusal; n: number }>(
        'SELECT kind, refused, count(*) AS n FROM unasked_texts WHERE refused IS NOT NULL AND at >= ? GROUP BY kind, refused ORDER BY kind, refused',
      ),
    };
  }

  /** Counts this text against the budget: undefined when it may go, else which share it would pass (and it is kept as refused). */
  take({ kind, phone, address }: Unasked): BudgetRefusal | undefined {
    const now = this.clock.now();
    const refusal = this.refusal(phone, address, now);
    this.statements.add.run(kind, phone, address, now, refusal ?? null);
    if (refusal === 'business' && this.ownerEmail) this.outbox.enqueue('email', { kind: 'text-budget', id: this.calendar.dateOf(now) });
    return refusal;
  }

  private refusal(phone: string, address: string | null, now: number): BudgetRefusal | undefined {
    const { byNumber, byAddress, all } = this.statements;
    const r = this.rules;
    if (all.get(now - HOUR)!.n >= r.perHour || all.get(now - DAY)!.n >= r.perDay) return 'business';
    if (byNumber.get(phone, now - DAY)!.n >= r.perNumberPerDay) return 'number';
    if (address && (byAddress.get(address, now - HOUR)!.n >= r.perAddressPerHour || byAddress.get(address, now - DAY)!.n >= r.perAddressPerDay))
      return 'address';
    return undefined;
  }

  /** What was refused since an instant, by kind and why: what the owner's e-mail tells. */
  refusedSince(since: number): { kind: UnaskedKind; refused: BudgetRefusal; n: number }[] {
    return this.statements.refused.all(since);
  }

  /** The budget in force, for the words that tell of it. */
  get shares(): UnaskedRules {
    return this.rules;
  }
}
