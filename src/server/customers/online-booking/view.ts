// What the booking page's components are handed to draw a screen: the draft's answers in the
// page's language, the dates with room as the receptionist offers them, the prices for each
// number of cans, and the addresses of the same screen in each language.
import {
  BOOK_PATHS,
  type BookCallBack,
  type BookField,
  type BookNotice,
  type BookScreen,
  type BookView,
  type PlanId,
} from '../../../common/book-flow.ts';
import { BOOK_COPY, planTerms } from '../../../common/copy/book-copy.ts';
import type { PricingPlan, SiteConfig } from '../../../common/site-config.schema.ts';
import { byLanguage, type Language } from '../../../common/languages.ts';
import { formatPhone } from '../../../common/phone.ts';
import { bookingPrice, dollars, MAX_CANS, MIN_CANS } from '../../../common/prices.ts';
import { planWords } from '../../../common/copy/plan-words.ts';
import { offeredPlans } from '../../../common/plan-rules.ts';
import { businessOf } from '../../../common/page-business.ts';
import type { BookingStore } from '../bookings/booking-store.ts';
import { datesOffered, type HolidayConfig } from '../booking-flows/holiday-moves.ts';
import type { DraftFields, Messages } from './draft-fields.ts';
import { stepsBefore } from './screens.ts';

/** A plan among the business's plans now (one the owner added, or one stopped since the draft chose it). */
export const planIn = (plans: readonly PricingPlan[], id: PlanId) => plans.find((p) => p.id === id);

/** The address of a visitor's booking in a language (its token's), or the page itself before they have one. */
export const draftPath = (language: Language, token: string | null) => (token ? `${BOOK_PATHS[language]}/${token}` : BOOK_PATHS[language]);

/** A screen as it is drawn: the draft's fields, or what was just typed beside its messages. */
export interface ScreenState {
  language: Language;
  screen: BookScreen;
  fields: DraftFields;
  /** The link that holds the draft (none yet on the first screen). */
  token: string | null;
  messages?: Messages;
  /** What was typed into a form that did not pass, shown again. */
  typed?: Partial<Record<BookField, string>>;
  notice?: BookNotice | null;
  /** The number a code went to, when one did. */
  codeTo?: string | null;
  /** The first page's address carries the plan the visitor came with (?plan=membership). */
  query?: string;
  reference?: string | null;
  callBack?: BookCallBack | null;
}

/** The draft's answers as the fields show them. */
function valuesOf(fields: DraftFields): Partial<Record<BookField, string>> {
  const values: Partial<Record<BookField, string>> = {};
  for (const [name, value] of Object.entries(fields))
    if (typeof value === 'string' || typeof value === 'number') values[name as BookField] = String(value);
  if (fields.sms_opt_in) values.sms_opt_in = 'on';
  return values;
}

/** Each answered step before this screen, in words, with where to change it. */
function answeredBefore(state: ScreenState, bookings: BookingStore, plans: readonly PricingPlan[]): BookView['answered'] {
  const { fields, language } = state;
  const words = BOOK_COPY[language];
  const chosen = fields.plan ? planIn(plans, fields.plan) : undefined;
  const said: Record<string, string | undefined> = {
    zip: fields.zip,
    pickup: fields.pickup_day && words.weekdays[fields.pickup_day],
    plan: chosen && planWords(chosen, words.page).name,
    cans: fields.cans && fields.plan ? words.cansOption(fields.cans, priceOf(plans, fields.plan, fields.cans, language)) : undefined,
    date: fields.date && bookings.dates.words(fields.date, language),
    details: fields.full_name && fields.mobile ? `${fields.full_name}, ${fields.mobile}` : undefined,
  };
  const base = draftPath(language, state.token);
  return stepsBefore(state.screen).flatMap((step) => {
    const value = said[step];
    return value ? [{ step, value, href: `${base}?step=${step}` }] : [];
  });
}

/** A plan's price for so many cans, in words, at the prices in force. */
function priceOf(plans: readonly PricingPlan[], plan: PlanId, cans: number, language: Language): string {
  const price = planPrice(plans, plan, cans);
  return price ? BOOK_COPY[language].price(price.cents, planIn(plans, plan)?.everyWeeks ?? null) : '';
}

/** A plan's price for so many cans at the prices in force (the plan's defaults when the settings lack it). */
const planPrice = (plans: readonly PricingPlan[], plan: PlanId, cans: number) => {
  const found = planIn(plans, plan);
  return found && bookingPrice(found, cans, found.everyWeeks !== null);
};

/** Besides the first few, the booking page offers this many later dates with room (the weeks after). */
const LATER_DATES = 5;

/**
 * The dates the booking page offers for a draft's answers, the later ones marked: one read for the
 * screen that shows them and the form that checks the date sent.
 */
export function pageDates(bookings: BookingStore, { zip, pickup_day: pickup, plan }: DraftFields, holidays: HolidayConfig) {
  if (!zip || !pickup || !plan) return [];
  const first = bookings.dates.rules.datesOffered;
  return datesOffered(bookings, zip, pickup, bookings.intervalDaysOf(plan), holidays, first + LATER_DATES).map((offer, i) => ({
    ...offer,
    later: i >= first,
  }));
}

/** The dates offered on the date screen, in the page's language. */
function datesOf(state: ScreenState, bookings: BookingStore, holidays: HolidayConfig): BookView['dates'] {
  if (state.screen !== 'date') return [];
  return pageDates(bookings, state.fields, holidays).map(({ date, moved, later }) => ({
    date,
    words: bookings.dates.words(date, state.language),
    movedTo: moved ? { words: bookings.dates.words(moved.to, state.language), holiday: moved.holiday } : null,
    later,
  }));
}

/** What the page's settings say around every screen: how long a hold waits for its e-mail's confirmation. */
export interface ViewSettings {
  heldMinutes: number;
  /** Payments are taken online (Stripe): the total says when and how. */
  paysOnline: boolean;
}

/** What the booking comes to, said before the code: per visit, about a month for a membership, and how it is paid. */
function totalOf(state: ScreenState, plans: readonly PricingPlan[], paysOnline: boolean): BookView['total'] {
  const { plan, cans } = state.fields;
  if ((state.screen !== 'details' && state.screen !== 'code') || !plan || plan === 'commercial') return null;
  const everyWeeks = planIn(plans, plan)?.everyWeeks ?? null;
  const membership = everyWeeks !== null;
  const price = planPrice(plans, plan, Number(cans ?? 1));
  if (!price) return null;
  const words = BOOK_COPY[state.language].total;
  const perVisit = words.perVisit(dollars(price.cents));
  // A membership's visits come every few weeks: a month holds 365/12 days of them.
  const perMonth = membership ? words.perMonth(dollars(Math.round((price.cents * 365) / 12 / (everyWeeks * 7)))) : null;
  return { perVisit, perMonth, pay: paysOnline ? (membership ? words.payMember : words.payOnce) : words.payLater };
}

export function bookView(state: ScreenState, bookings: BookingStore, settings: ViewSettings, business: SiteConfig): BookView {
  const { plans } = business;
  const page = businessOf(business);
  const { language, screen, fields, token } = state;
  const paths = byLanguage((lang) => draftPath(lang, token) + (state.query ?? ''));
  const plan = fields.plan;
  return {
    business: page,
    language,
    screen,
    action: paths[language],
    values: { ...valuesOf(fields), ...state.typed },
    messages: state.messages ?? {},
    answered: answeredBefore(state, bookings, plans),
    dates: datesOf(state, bookings, business.pickupHolidays),
    prices:
      screen === 'cans' && plan && plan !== 'commercial'
        ? Array.from({ length: MAX_CANS - MIN_CANS + 1 }, (_, i) => ({
            cans: MIN_CANS + i,
            words: priceOf(plans, plan, MIN_CANS + i, language),
          }))
        : [],
    plans:
      screen === 'plan'
        ? offeredPlans(plans).map((p) => ({
            id: p.id,
            name: planWords(p, BOOK_COPY[language].page).name,
            terms: planTerms(p.id, language, p),
          }))
        : [],
    texted: state.codeTo && fields.mobile ? formatPhone(fields.mobile) : null,
    notice: state.notice ?? null,
    paths,
    zip: fields.zip ?? null,
    email: fields.email ?? null,
    reference: state.reference ?? null,
    callBack: state.callBack ?? null,
    total: totalOf(state, plans, settings.paysOnline),
    heldMinutes: settings.heldMinutes,
  };
}
