// One budget for the texts nobody asked for by texting us: a code to prove a mobile, a link to
// book, a call back's word. Each is paid for, and each goes to a number a visitor or a scripted
// chat typed, so each is counted here before it is queued: so many to one number a day, from one
// address (a visitor's, or a conversation's) an hour and a day, through the web calls' door an
// hour and a day, and for the whole business an hour and a day. A text refused is kept too, with
// why; past the business's budget the owner is told, once a day, what was refused. Asked inside
// the transaction that queues the text.
import type { TextRules } from '../../../common/site-config.schema.ts';
import type { BusinessCalendar } from '../../platform/clock/business-calendar.ts';
import type { Db } from '../../platform/db/database.ts';
import { DAY_MS, HOUR_MS, UnaskedLedger, type Door, type OwnerTelling, type Share } from '../../platform/budget/unasked-ledger.ts';

export type UnaskedKind = 'code' | 'link' | 'call-back';
/** Which share a text would pass: one number's, one address's, the web calls' and chats' door's, or the business's. */
export type BudgetRefusal = 'number' | 'address' | 'door' | 'business';
export type UnaskedRules = TextRules['unasked'];

export interface Unasked {
  kind: UnaskedKind;
  phone: string;
  /** Who asked: a visitor's IP address, or a conversation; null when neither is known. */
  address: string | null;
  /** Where it was asked: the site's pages, a web call or chat, or the number's own call or text. */
  door: Door;
}

export class TextBudget {
  private readonly ledger: UnaskedLedger;

  constructor(
    db: Db,
    private readonly rules: UnaskedRules,
    /** How the owner is told of the business's budget (or the web calls' share) passed. */
    telling: Omit<OwnerTelling, 'notice'>,
  ) {
    this.ledger = new UnaskedLedger(db, 'text', { ...telling, notice: 'text-budget' });
  }

  get calendar(): BusinessCalendar {
    return this.ledger.calendar;
  }

  /** Counts this text against the budget: undefined when it may go, else which share it would pass (and it is kept as refused). */
  take(text: Unasked): BudgetRefusal | undefined {
    return this.ledger.take(text, this.sharesFor(text.door));
  }

  /**
   * The shares a text through this door counts against, the business's first (its passing is
   * what the owner is told of). Web calls and chats, which a script can start by the thousand with
   * the page's public key, have a share of their own inside the business's: a flood through them
   * leaves room for visitors at the site and callers on the line.
   */
  private sharesFor(door: Door): Share<BudgetRefusal>[] {
    const r = this.rules;
    return [
      { by: 'all', withinMs: HOUR_MS, max: r.perHour, refusal: 'business', tellsOwner: true },
      { by: 'all', withinMs: DAY_MS, max: r.perDay, refusal: 'business', tellsOwner: true },
      ...(door === 'web'
        ? ([
            { by: 'door', withinMs: HOUR_MS, max: r.webPerHour, refusal: 'door', tellsOwner: true },
            { by: 'door', withinMs: DAY_MS, max: r.webPerDay, refusal: 'door', tellsOwner: true },
          ] as const)
        : []),
      { by: 'phone', withinMs: DAY_MS, max: r.perNumberPerDay, refusal: 'number' },
      { by: 'address', withinMs: HOUR_MS, max: r.perAddressPerHour, refusal: 'address' },
      { by: 'address', withinMs: DAY_MS, max: r.perAddressPerDay, refusal: 'address' },
    ];
  }

  /** What was refused since an instant, by kind and why: what the owner's e-mail tells. */
  refusedSince(since: number): { kind: UnaskedKind; refused: BudgetRefusal; n: number }[] {
    return this.ledger.refusedSince(since);
  }

  /** The budget in force, for the words that tell of it. */
  get shares(): UnaskedRules {
    return this.rules;
  }
}
