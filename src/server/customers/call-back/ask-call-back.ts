// 'Have Ava call me now', asked from a lead's own page (the contact form's answer, the booking
// page's end): the lead's mobile, if it is a US mobile that never said STOP, gets one call, now
// or at 8 the next morning its own time, within the call backs' budget (one a number a week,
// whatever the number of leads); asked again, what stands is said. The words beside the button
// are kept as the consent given. A business not open yet calls nobody.
import { callBackNames, callBackWords, type CallBackAnswer } from '../../../common/copy/call-back-copy.ts';
import type { SiteConfig } from '../../../common/site-config.schema.ts';
import { OPENING_SOON_COPY } from '../../../common/copy/opening-soon-copy.ts';
import type { Language } from '../../../common/languages.ts';
import { displayPhone } from '../../../common/phone-display.ts';
import type { CallBack, CallBackStore } from '../../conversations/call-backs/call-back-store.ts';
import { callableNumber, callPlaceOf } from '../../conversations/call-backs/call-hours.ts';
import { BusinessCalendar } from '../../platform/clock/business-calendar.ts';
import type { TextStore } from '../../conversations/texts/text-store.ts';
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
  /** Whether the business is open (its first run's setup answered): before, no call is offered or placed. */
  opened: () => boolean;
  /** The business as its settings say now: the names the words give. */
  business: () => Pick<SiteConfig, 'brandName' | 'receptionistName'>;
}

/** What a lead's page shows where the button goes: the button with its consent, or what stands. */
export type CallBackOffer = { consent: string } | { said: string };

type Refusal = 'noMobile' | 'stopped' | 'notCallable';

/** The number a lead's call back would go to: its mobile, when it is a US mobile that never said STOP. */
const numberOf = (lead: LeadRow | undefined, texts: CallBackDeps['texts']): { number: string } | { refused: Refusal } => {
  if (!lead?.mobileE164 || lead.spam) return { refused: 'noMobile' };
  if (!callableNumber(lead.mobileE164)) return { refused: 'notCallable' };
  return texts.stopped(lead.mobileE164) ? { refused: 'stopped' } : { number: lead.mobileE164 };
};

/** Why no call was queued, in the words the page shows. */
const REFUSED = { number: 'recent', address: 'busy', business: 'busy' } as const;

export class CallBackAsker {
  constructor(private readonly deps: CallBackDeps) {}

  private words(language: Language) {
    return callBackWords(language, callBackNames(this.deps.business()));
  }

  /** What a request that stands says now. */
  private standing(callBack: CallBack, language: Language): CallBackAnswer {
    const words = this.words(language);
    if (callBack.refused) return { state: 'refused', said: words.stopped };
    if (callBack.placedAt !== null) return { state: 'placed', said: words.placed };
    const { clock } = this.deps;
    if (callBack.dueAt <= clock.now() + 60_000) return { state: 'now', said: words.now(displayPhone(callBack.number)) };
    // The time in the called number's own zone where its area code has one.
    const calendar = callBack.zone ? new BusinessCalendar(callBack.zone) : this.deps.calendar;
    const day = calendar.words(calendar.dateOf(callBack.dueAt), language);
    return { state: 'later', said: words.later(words.at(calendar.timeWords(callBack.dueAt), day)) };
  }

  /** Where a lead's page puts the button: the button and its consent, what stands, or nothing (no mobile to call). */
  offer(leadId: string, language: Language): CallBackOffer | null {
    if (!this.deps.opened()) return null;
    const lead = this.deps.leads.get(leadId);
    const standing = this.deps.callBacks.standingFor(leadId, lead?.mobileE164 ?? '');
    if (standing) return { said: this.standing(standing, language).said };
    const to = numberOf(lead, this.deps.texts);
    return 'number' in to ? { consent: this.words(language).consent(displayPhone(to.number)) } : null;
  }

  /** The contact form's answer for a lead just sent: the signed offer of its call back and the words beside the button. */
  contactOffer(key: Buffer, leadId: string, language: Language): ContactCallBack | undefined {
    const offer = this.offer(leadId, language);
    return offer && 'consent' in offer ? { offer: callBackOffer(key, leadId, this.deps.clock.now()), consent: offer.consent } : undefined;
  }

  /** The visitor's click: the call queued with the consent it gave (or what stands, or why not). */
  async ask(leadId: string, language: Language, visitor: Visitor): Promise<CallBackAnswer> {
    const { leads, callBacks, texts } = this.deps;
    const words = this.words(language);
    if (!this.deps.opened()) return { state: 'refused', said: OPENING_SOON_COPY[language].kept };
    const lead = leads.get(leadId);
    const standing = callBacks.standingFor(leadId, lead?.mobileE164 ?? '');
    if (standing) return this.standing(standing, language);
    const to = numberOf(lead, texts);
    if (!lead || !('number' in to)) return { state: 'refused', said: words['refused' in to ? to.refused : 'noMobile'] };
    const { full_name: name, street, zip, service_type: service } = lead.lead;
    const asked = callBacks.ask({
      leadId,
      number: to.number,
      language,
      words: this.words(language).consent(displayPhone(to.number)),
      about: { name, street, zip, service },
      visitor: { ip: visitor.ip ?? null, userAgent: visitor.userAgent ?? null, pageUrl: visitor.pageUrl ?? null },
      place: await callPlaceOf(to.number),
    });
    if ('refused' in asked) return { state: 'refused', said: words[REFUSED[asked.refused]] };
    return this.standing(asked.callBack, language);
  }
}

/** The asker over the app's stores, in the business's calendar. */
export const callBackAskerOf = (
  stores: {
    leads: LeadStore;
    callBacks: CallBackStore;
    texts: TextStore;
    bookings: { dates: { calendar: BusinessCalendar } };
    settings: { opened(): boolean; current(): SiteConfig };
  },
  clock: Clock,
) =>
  new CallBackAsker({
    ...stores,
    calendar: stores.bookings.dates.calendar,
    clock,
    opened: () => stores.settings.opened(),
    business: () => stores.settings.current(),
  });
