// How a booking reads to people (the receptionist, the card, e-mails, the page): its date and
// recurrence in words, and its plan with the price, from the site config.
import { PAGE_CATALOGS } from '../../../common/copy/page-catalogs.ts';
import type { Language } from '../../../common/languages.ts';
import { bookingPrice, dollars } from '../../../common/prices.ts';
import { everyWeeksWords, offeredPlans } from '../../../common/plan-rules.ts';
import { planWords as pagePlanWords } from '../../../common/copy/plan-words.ts';
import type { LocalDate } from '../../platform/clock/business-calendar.ts';
import type { Booking } from './booking-types.ts';
import type { PricingPlan } from '../../../common/site-config.schema.ts';
import type { ServiceDates } from './service-dates.ts';

/**
 * A booking's coming visits in words, true to the stored dates: 'Wednesday, December 2' (one
 * visit), 'Wednesday, December 2, then every 4 weeks' (a membership in its rhythm, or an
 * account's address in its own), or, after a move breaks the rhythm, 'Wednesday, December 30,
 * then Wednesday, January 20, then every 4 weeks': each date named until the rest fall every
 * interval (null: a one-time clean).
 */
export function visitsWords(
  dates: ServiceDates,
  upcoming: readonly LocalDate[],
  intervalDays: number | null,
  language: Language = 'en',
): string {
  const [first] = upcoming;
  const words = RHYTHM_WORDS[language];
  if (first === undefined) return words.none;
  if (intervalDays === null) return dates.words(first, language);
  const gap = (i: number) => dates.calendar.daysBetween(upcoming[i]!, upcoming[i + 1]!);
  // The first visit from which every gap shown is one interval.
  let steady = upcoming.length - 1;
  while (steady > 0 && gap(steady - 1) === intervalDays) steady--;
  const every = Math.round(intervalDays / 7);
  const named = upcoming.slice(0, Math.max(1, steady + (steady > 0 ? 1 : 0)));
  return [...named.map((date) => dates.words(date, language)), words.every(every)].join(words.then);
}

export const RHYTHM_WORDS = {
  en: {
    none: 'no visit planned',
    then: ', then ',
    every: (weeks: number) => everyWeeksWords(weeks, 'en'),
    cans: (cans: number) => `${cans} ${cans === 1 ? 'can' : 'cans'}`,
  },
  es: {
    none: 'ninguna visita programada',
    then: ', luego ',
    every: (weeks: number) => everyWeeksWords(weeks, 'es'),
    cans: (cans: number) => `${cans} ${cans === 1 ? 'bote' : 'botes'}`,
  },
} satisfies Record<Language, unknown>;

/** The business's plans as its settings hold them now (a plan the owner added or stopped among them). */
export type Plans = readonly PricingPlan[];

/** The plan a service type books among the plans offered: the one named (by id) where it books that type, else the type's first. */
export const planFor = (plans: Plans, serviceType: string, planId?: string) => {
  const offered = offeredPlans(plans).filter((plan) => plan.serviceType === serviceType);
  return offered.find((plan) => plan.id === planId) ?? offered[0];
};

/**
 * The plan's name, and the booking's price in the words every message uses, in the customer's
 * language (the plan as the page names it): 'Pristine Membership', '$40 every 4 weeks (2 cans)';
 * 'Membresía Pristine', '$40 cada 4 semanas (2 botes)'. The amount is the booking's own (the plan's
 * price when it was made).
 */
export function planWords(
  booking: Pick<Booking, 'planId' | 'cans' | 'intervalDays'> & { prices?: Booking['prices'] },
  plans: Plans,
  language: Language = 'en',
): { name: string; price: string; cents: number } {
  const plan = plans.find((p) => p.id === booking.planId);
  const membership = booking.intervalDays !== null;
  // A booking is charged the prices it was made at; one not yet made, the plan's.
  const price = plan && bookingPrice(booking.prices ? { ...plan, cents: booking.prices } : plan, booking.cans, membership);
  if (!plan || !price) return { name: plan?.name ?? booking.planId, price: '', cents: 0 };
  const { name } = pagePlanWords(plan, PAGE_CATALOGS[language]);
  const rhythm = RHYTHM_WORDS[language];
  const count = rhythm.cans(booking.cans);
  // A membership's rhythm is its own (kept with it when booked).
  return {
    name,
    price: `${dollars(price.cents)}${membership ? ` ${rhythm.every(booking.intervalDays! / 7)}` : ''} (${count})`,
    cents: price.cents,
  };
}

/** How a membership's deep clean is named on every list, page and message. */
export const DEEP_CLEAN = 'seasonal deep clean';
