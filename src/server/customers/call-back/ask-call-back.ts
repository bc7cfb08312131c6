// 'Have Ava call me now', asked from a lead's own page (the contact form's answer, the booking
// page's end): the lead's mobile, unless it said STOP, gets one call, now or at 8 the next morning;
// asked again, what stands is said. The words beside the button are kept as the consent given.
import { CALL_BACK_COPY, type CallBackAnswer } from '../../../common/copy/call-back-copy.ts';
import type { Language } from '../../../common/languages.ts';
import { displayPhone } from '../../../common/phone-display.ts';
import type { CallBack, CallBackStore } from '../../conversations/call-backs/call-back-store.ts';
import type { TextStore } from '../../conversations/texts/text-store.ts';
import type { BusinessCalendar } from '../../platform/clock/business-calendar.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Visitor } from '../leads/lead-intake.ts';
import type { LeadStore } from '../leads/lead-store.ts';
import type { LeadRow } from '../leads/lead-types.ts';
import { callBackOffer, type ContactCallBack } from './call-back-offer.ts';

export interface CallBackDeps {
  leads: Pick<LeadStore, 'get'>;
  callBacks: CallBackStore;
  texts: Pick<TextStore, 'stopped'>;
  calendar: BusinessCalendar;
  clock: Clock;
}

/** What a lead's page shows where the button goes: the button with its consent, or what stands. */
export type CallBackOffer = { consent: string } | { said: string };

/** The number a lead's call back would go to: its mobile, when it has one that never said STOP. */
const numberOf = (lead: LeadRow | undefined, texts: CallBackDeps['texts']): { number: string } | { refused: 'noMobile' | 'stopped' } => {
  if (!lead?.mobileE164 || lead.spam) return { refused: 'noMobile' };
  return texts.stopped(lead.mobileE164) ? { refused: 'stopped' } : { number: lead.mobileE164 };
};

export class CallBackAsker {
  constructor(private readonly deps: CallBackDeps) {}

  /** What a request that stands says now. */
  private standing(callBack: CallBack, language: Language): CallBackAnswer {
    const words = CALL_BACK_COPY[language];
    if (callBack.refused) return { state: 'refused', said: words.stopped };
    if (callBack.placedAt !== null) return { state: 'placed', said: words.placed };
    const { calendar, clock } = this.deps;
    if (callBack.dueAt <= clock.now() + 60_000) return { state: 'now', said: words.now(displayPhone(callBack.number)) };
    const day = calendar.words(calendar.dateOf(callBack.dueAt), language);
    return { state: 'later', said: words.later(words.at(calendar.timeWords(callBack.dueAt), day)) };
  }

  /** Where a lead's page puts the button: the button and its consent, what stands, or nothing (no mobile to call). */
  offer(leadId: string, language: Language): CallBackOffer | null {
    const standing = this.deps.callBacks.ofLead(leadId);
    if (standing) return { said: this.standing(standing, language).said };
    const to = numberOf(this.deps.leads.get(leadId), this.deps.texts);
    return 'number' in to ? { consent: CALL_BACK_COPY[language].consent(displayPhone(to.number)) } : null;
  }

  /** The contact form's answer for a lead just sent: the signed offer of its call back and the words beside the button. */
  contactOffer(key: Buffer, leadId: string, language: Language): ContactCallBack | undefined {
    const offer = this.offer(leadId, language);
    return offer && 'consent' in offer ? { offer: callBackOffer(key, leadId, this.deps.clock.now()), consent: offer.consent } : undefined;
  }

  /** The visitor's click: the call queued with the consent it gave (or what stands, or why not). */
  ask(leadId: string, language: Language, visitor: Visitor): CallBackAnswer {
    const { leads, callBacks, texts } = this.deps;
    const standing = callBacks.ofLead(leadId);
    if (standing) return this.standing(standing, language);
    const lead = leads.get(leadId);
    const to = numberOf(lead, texts);
    if (!lead || !('number' in to)) return { state: 'refused', said: CALL_BACK_COPY[language]['refused' in to ? to.refused : 'noMobile'] };
    const { full_name: name, street, zip, service_type: service } = lead.lead;
    const { callBack } = callBacks.ask({
      leadId,
      number: to.number,
      language,
      words: CALL_BACK_COPY[language].consent(displayPhone(to.number)),
      about: { name, street, zip, service },
      visitor: { ip: visitor.ip ?? null, userAgent: visitor.userAgent ?? null, pageUrl: visitor.pageUrl ?? null },
    });
    return this.standing(callBack, language);
  }
}

/** The asker over the app's stores, in the business's calendar. */
export const callBackAskerOf = (
  stores: { leads: LeadStore; callBacks: CallBackStore; texts: TextStore; bookings: { dates: { calendar: BusinessCalendar } } },
  clock: Clock,
) => new CallBackAsker({ ...stores, calendar: stores.bookings.dates.calendar, clock });
