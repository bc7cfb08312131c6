// Call backs asked for on the site, one per lead: the visitor's click is their consent to an AI
// voice calling their mobile (US rules ask for it before such a call), so it is kept word for word
// with its time, number and address, beside what Ava is told about them. The call is an outbox
// delivery queued in the same transaction, for now or, outside 8 AM to 9 PM in the business's
// time zone, for 8 the next morning: a restart or an outage of the platform loses none.
import { randomUUID } from 'node:crypto';
import type { Language } from '../../../common/languages.ts';
import type { BusinessCalendar } from '../../platform/clock/business-calendar.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import { quietWait } from '../texts/quiet-hours.ts';

/** The hours a call may be placed in, the business's local time (the usual US calling window). */
export const CALL_HOURS = { quietUntil: 8, quietFrom: 21 } as const;

/** What Ava is told about the person she calls back (her prompt greets them and knows the request). */
export interface CallBackAbout {
  name: string;
  street: string;
  zip: string;
  service: string;
}

export interface CallBackAsk {
  leadId: string;
  /** E.164. */
  number: string;
  language: Language;
  /** The consent words shown beside the button, as shown. */
  words: string;
  about: CallBackAbout;
  visitor: { ip: string | null; userAgent: string | null; pageUrl: string | null };
}

export interface CallBack extends Omit<CallBackAsk, 'visitor'> {
  id: string;
  askedAt: number;
  dueAt: number;
  placedAt: number | null;
  callId: string | null;
  /** Why no call went (the number said STOP meanwhile). */
  refused: string | null;
  visitor: CallBackAsk['visitor'];
}

interface Row {
  id: string;
  lead_id: string;
  number: string;
  language: Language;
  words: string;
  asked_at: number;
  ip: string | null;
  user_agent: string | null;
  page_url: string | null;
  about: string;
  due_at: number;
  placed_at: number | null;
  call_id: string | null;
  refused: string | null;
}

const callBackOf = (r: Row): CallBack => ({
  id: r.id,
  leadId: r.lead_id,
  number: r.number,
  language: r.language,
  words: r.words,
  about: JSON.parse(r.about) as CallBackAbout,
  visitor: { ip: r.ip, userAgent: r.user_agent, pageUrl: r.page_url },
  askedAt: r.asked_at,
  dueAt: r.due_at,
  placedAt: r.placed_at,
  callId: r.call_id,
  refused: r.refused,
});

export class CallBackStore {
  private readonly statements;

  constructor(
    private readonly db: Db,
    private readonly outbox: Outbox,
    private readonly calendar: BusinessCalendar,
    private readonly clock: Clock,
  ) {
    this.statements = {
      insert: db.prepare<Row>(
        `INSERT INTO call_backs (id, lead_id, number, language, words, asked_at, ip, user_agent, page_url, about, due_at)
         VALUES (@id, @lead_id, @number, @language, @words, @asked_at, @ip, @user_agent, @page_url, @about, @due_at)
         ON CONFLICT (lead_id) DO NOTHING`,
      ),
      ofLead: db.prepare<[string], Row>('SELECT * FROM call_backs WHERE lead_id = ?'),
      get: db.prepare<[string], Row>('SELECT * FROM call_backs WHERE id = ?'),
      placed: db.prepare<{ id: string; at: number; call: string }>(
        'UPDATE call_backs SET placed_at = @at, call_id = @call WHERE id = @id AND placed_at IS NULL',
      ),
      refused: db.prepare<{ id: string; why: string }>('UPDATE call_backs SET refused = @why WHERE id = @id AND placed_at IS NULL'),
    };
  }

  /** When a call asked for at `at` may be placed: then, or 8 the next morning. */
  dueAfter(at: number): number {
    return at + quietWait(this.calendar, CALL_HOURS, at);
  }

  /**
   * Keeps the request and queues its call, once per lead: asked again, the first one stands
   * (`fresh` false) and no second call is queued.
   */
  ask(request: CallBackAsk): { callBack: CallBack; fresh: boolean } {
    const at = this.clock.now();
    const id = randomUUID();
    const dueAt = this.dueAfter(at);
    const fresh = this.db.transaction(() => {
      const { visitor } = request;
      const row: Row = {
        id,
        lead_id: request.leadId,
        number: request.number,
        language: request.language,
        words: request.words,
        asked_at: at,
        ip: visitor.ip,
        user_agent: visitor.userAgent,
        page_url: visitor.pageUrl,
        about: JSON.stringify(request.about),
        due_at: dueAt,
        placed_at: null,
        call_id: null,
        refused: null,
      };
      if (this.statements.insert.run(row).changes === 0) return false;
      this.outbox.enqueue('call', { kind: 'call-back', id }, { at: dueAt });
      return true;
    })();
    if (fresh) this.outbox.announceQueued();
    return { callBack: this.ofLead(request.leadId)!, fresh };
  }

  ofLead(leadId: string): CallBack | undefined {
    const row = this.statements.ofLead.get(leadId);
    return row && callBackOf(row);
  }

  get(id: string): CallBack | undefined {
    const row = this.statements.get.get(id);
    return row && callBackOf(row);
  }

  /** The platform took the call: its id is kept with the request. */
  placed(id: string, callId: string) {
    this.statements.placed.run({ id, at: this.clock.now(), call: callId });
  }

  /** No call will go (the number said STOP after asking): why, kept with the request. */
  refuse(id: string, why: string) {
    this.statements.refused.run({ id, why });
  }
}
