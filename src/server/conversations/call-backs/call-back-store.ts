// Call backs asked for on the site, one per lead: the visitor's click is their consent to an AI
// voice calling their mobile (US rules ask for it before such a call), so it is kept word for word
// with its time, number and address, beside what Ava is told about them. Each is counted against
// the call backs' budget (one a number a week, so many an address and a business) in the
// transaction that queues its call as an outbox delivery, for now or, outside 8 AM to 9 PM where
// the number lives, for its next morning: a restart or an outage of the platform loses none.
import { randomUUID } from 'node:crypto';
import type { Language } from '../../../common/languages.ts';
import type { BusinessCalendar } from '../../platform/clock/business-calendar.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import type { CallBudget, CallRefusal } from './call-budget.ts';
import { callWait, wordsZone, type CallPlace } from './call-hours.ts';
import { recordOf } from '../../platform/db/record-of.ts';

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
  /** Where the number may be called from, and when (read from its area code). */
  place: CallPlace;
}

export interface CallBack extends Omit<CallBackAsk, 'visitor' | 'place'> {
  id: string;
  /** The zone the call's time is told in: the number's own where its area code has one (null: the business's). */
  zone: string | null;
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
  zone: string | null;
}

/** What asking for a call back came to: the request that stands for the lead (or the number), or the share it would pass. */
export type CallBackAsked = { callBack: CallBack; fresh: boolean } | { refused: CallRefusal };

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
  zone: r.zone,
});

const WEEK_MS = 7 * 24 * 3_600_000;

export class CallBackStore {
  private readonly statements;

  constructor(
    private readonly db: Db,
    private readonly outbox: Outbox,
    private readonly calendar: BusinessCalendar,
    private readonly clock: Clock,
    private readonly budget: CallBudget,
  ) {
    this.statements = {
      insert: db.prepare<Row>(
        `INSERT INTO call_backs (id, lead_id, number, language, words, asked_at, ip, user_agent, page_url, about, due_at, zone)
         VALUES (@id, @lead_id, @number, @language, @words, @asked_at, @ip, @user_agent, @page_url, @about, @due_at, @zone)
         ON CONFLICT (lead_id) DO NOTHING`,
      ),
      ofLead: db.prepare<[string], Row>('SELECT * FROM call_backs WHERE lead_id = ?'),
      ofNumber: db.prepare<[string, number], Row>(
        'SELECT * FROM call_backs WHERE number = ? AND asked_at > ? AND refused IS NULL ORDER BY asked_at DESC LIMIT 1',
      ),
      get: db.prepare<[string], Row>('SELECT * FROM call_backs WHERE id = ?'),
      placed: db.prepare<{ id: string; at: number; call: string }>(
        'UPDATE call_backs SET placed_at = @at, call_id = @call WHERE id = @id AND placed_at IS NULL',
      ),
      refused: db.prepare<{ id: string; why: string }>('UPDATE call_backs SET refused = @why WHERE id = @id AND placed_at IS NULL'),
    };
  }

  /**
   * Keeps the request and queues its call, once per lead and once per number a week: asked again
   * for the lead, or for a number with a call back that week, that one stands (`fresh` false) and
   * no second call is queued; past an address's or the business's share, none is.
   */
  ask(request: CallBackAsk): CallBackAsked {
    const at = this.clock.now();
    const id = randomUUID();
    const dueAt = at + callWait(request.place, at);
    const asked = this.db.transaction((): CallBackAsked => {
      const standing = this.standingFor(request.leadId, request.number);
      if (standing) return { callBack: standing, fresh: false };
      const { visitor } = request;
      const refused = this.budget.take({ phone: request.number, address: visitor.ip, door: 'site' });
      if (refused) return { refused };
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
        zone: wordsZone(request.place, this.calendar.timeZone),
      };
      this.statements.insert.run(row);
      this.outbox.enqueue('call', { kind: 'call-back', id }, { at: dueAt });
      return { callBack: this.ofLead(request.leadId)!, fresh: true };
    })();
    if ('callBack' in asked && asked.fresh) this.outbox.announceQueued();
    return asked;
  }

  ofLead(leadId: string): CallBack | undefined {
    return recordOf(this.statements.ofLead.get(leadId), callBackOf);
  }

  /** What stands for a lead and its number: the lead's own call back, or one asked for that number within the week (and not refused). */
  standingFor(leadId: string, number: string): CallBack | undefined {
    return recordOf(this.statements.ofLead.get(leadId) ?? this.statements.ofNumber.get(number, this.clock.now() - WEEK_MS), callBackOf);
  }

  get(id: string): CallBack | undefined {
    return recordOf(this.statements.get.get(id), callBackOf);
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
