// How a booking reads to people (the receptionist, the card, e-mails, the page): its date and
// recurrence in words, and its plan with the price, from the site config.
import { bookingPrice } from '../../common/prices.ts';
import { siteConfig } from '../../common/site-config.ts';
import type { LocalDate } from '../clock/business-calendar.ts';
import type { Booking } from './booking-types.ts';
import type { ServiceDates } from './service-dates.ts';

/**
 * A booking's coming visits in words, true to the stored dates: 'Wednesday, December 2' (one
 * visit), 'Wednesday, December 2, then every 4 weeks' (a membership in its rhythm), or, after a
 * move breaks the rhythm, 'Wednesday, December 30, then Wednesday, January 20, then every 4
 * weeks': each date named until the rest fall every interval.
 */
export function visitsWords(dates: ServiceDates, upcoming: readonly LocalDate[], membership: boolean): string {
  const [first] = upcoming;
  if (first === undefined) return 'no visit planned';
  if (!membership) return dates.words(first);
  const interval = dates.membershipIntervalDays;
  const gap = (i: number) => dates.calendar.daysBetween(upcoming[i]!, upcoming[i + 1]!);
  // The first visit from which every gap shown is one interval.
  let steady = upcoming.length - 1;
  while (steady > 0 && gap(steady - 1) === interval) steady--;
  const every = dates.rules.membershipIntervalWeeks;
  const named = upcoming.slice(0, Math.max(1, steady + (steady > 0 ? 1 : 0)));
  return [...named.map((date) => dates.words(date)), `every ${every === 1 ? 'week' : `${every} weeks`}`].join(', then ');
}

/** The plan a booking (or a service type) is for, as the pricing section shows it. */
const planById = (planId: string) => siteConfig.plans.find((plan) => plan.id === planId);
export const planFor = (serviceType: string) => siteConfig.plans.find((plan) => plan.serviceType === serviceType);

/** The plan's name, and the booking's price in the words every message uses: 'Pristine Membership', '$40 every 4 weeks (2 cans)'. */
export function planWords(booking: Pick<Booking, 'planId' | 'cans' | 'intervalDays'>): { name: string; price: string; cents: number } {
  const plan = planById(booking.planId);
  const price = plan && bookingPrice(plan, booking.cans, booking.intervalDays !== null);
  return { name: plan?.name ?? booking.planId, price: price?.words ?? '', cents: price?.cents ?? 0 };
}
