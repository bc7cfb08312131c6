// How a booking reads to people (the receptionist, the card, e-mails, the page): its date and
// recurrence in words, and its plan with the price, from the site config.
import { siteConfig } from '../../common/site-config.ts';
import type { LocalDate } from '../clock/business-calendar.ts';
import type { Booking } from './booking-types.ts';
import type { ServiceDates } from './service-dates.ts';

/** 'Wednesday, December 2, then every 4 weeks' (a membership) or 'Wednesday, December 2'. */
export function whenWords(dates: ServiceDates, date: LocalDate, membership: boolean): string {
  const every = dates.rules.membershipIntervalWeeks;
  return `${dates.words(date)}${membership ? `, then every ${every === 1 ? 'week' : `${every} weeks`}` : ''}`;
}

/** The plan a booking (or a service type) is for, as the pricing section shows it. */
const planById = (planId: string) => siteConfig.plans.find((plan) => plan.id === planId);
export const planFor = (serviceType: string) => siteConfig.plans.find((plan) => plan.serviceType === serviceType);

/** 'Pristine Membership, $32 per month'. */
export function planWords(booking: Pick<Booking, 'planId'>): { name: string; price: string } {
  const plan = planById(booking.planId);
  return { name: plan?.name ?? booking.planId, price: plan ? `${plan.price} ${plan.frequency}` : '' };
}
