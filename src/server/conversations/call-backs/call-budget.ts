// The budget for Ava's call backs, as the texts nobody asked for have theirs: each call costs the
// business on the voice platform and rings a person with an AI voice, and each goes to a number a
// visitor typed. So at most so many calls to one number a week (one, however many leads name it),
// from one address an hour and a day, and for the whole business an hour and a day. A call refused
// is kept too, with why; past the business's budget the calls stop and the owner is told, once a
// day, in words. Asked inside the transaction that queues the call.
import type { CallRules } from '../../../common/site-config.schema.ts';
import type { BusinessCalendar } from '../../platform/clock/business-calendar.ts';
import type { Db } from '../../platform/db/database.ts';
import { DAY_MS, HOUR_MS, UnaskedLedger, type Door, type OwnerTelling, type Share } from '../../platform/budget/unasked-ledger.ts';

/** Which share a call would pass: the number's, the address's, or the business's. */
export type CallRefusal = 'number' | 'address' | 'business';

export interface UnaskedCall {
  phone: string;
  /** The visitor's address (IP) whose click asked for it; null when not known. */
  address: string | null;
  door: Door;
}

export class CallBudget {
  private readonly ledger: UnaskedLedger;

  constructor(
    db: Db,
    private readonly rules: CallRules,
    /** How the owner is told of the business's budget passed. */
    telling: Omit<OwnerTelling, 'notice'>,
  ) {
    this.ledger = new UnaskedLedger(db, 'call', { ...telling, notice: 'call-budget' });
  }

  get calendar(): BusinessCalendar {
    return this.ledger.calendar;
  }

  /** Counts this call against the budget: undefined when it may go, else which share it would pass (and it is kept as refused). */
  take(call: UnaskedCall): CallRefusal | undefined {
    return this.ledger.take({ ...call, kind: 'call-back' }, this.limits());
  }

  private limits(): Share<CallRefusal>[] {
    const r = this.rules;
    return [
      { by: 'all', withinMs: HOUR_MS, max: r.perHour, refusal: 'business', tellsOwner: true },
      { by: 'all', withinMs: DAY_MS, max: r.perDay, refusal: 'business', tellsOwner: true },
      { by: 'phone', withinMs: 7 * DAY_MS, max: r.perNumberPerWeek, refusal: 'number' },
      { by: 'address', withinMs: HOUR_MS, max: r.perAddressPerHour, refusal: 'address' },
      { by: 'address', withinMs: DAY_MS, max: r.perAddressPerDay, refusal: 'address' },
    ];
  }

  /** What was refused since an instant, by why: what the owner's e-mail tells. */
  refusedSince(since: number): { refused: CallRefusal; n: number }[] {
    return this.ledger.refusedSince<'call-back', CallRefusal>(since).map(({ refused, n }) => ({ refused, n }));
  }

  /** The budget in force, for the words that tell of it. */
  get shares(): CallRules {
    return this.rules;
  }
}
