// What a booking costs, from the site config alone (never from a request): the plan's price for
// the first can plus its extra-can price for each can beyond it. One function gives the amount
// and the words every place shows (the e-mail, the invitation, the customer's page, the
// checkout, what the receptionist says back), so they agree to the word.

/** Cans a booking may count: a household's. */
export const MIN_CANS = 1;
export const MAX_CANS = 6;

/** '$59', '$32.50'. */
export const dollars = (cents: number) => `$${cents % 100 === 0 ? cents / 100 : (cents / 100).toFixed(2)}`;

export interface BookingPrice {
  /** What is charged: once for a one-time clean, on every visit day for a membership. */
  cents: number;
  /** '$69 (2 cans)', '$40 every 4 weeks (2 cans)'. */
  words: string;
}

/** The price of a plan for this many cans; undefined for a plan without a set price (commercial). */
/** What a plan says of its price (the site config's plans have this shape). */
export interface PlanPrice {
  cents: { first: number; extra: number } | null;
  frequency: string;
}

export function bookingPrice(plan: PlanPrice, cans: number, membership: boolean): BookingPrice | undefined {
  if (!plan.cents) return undefined;
  const cents = plan.cents.first + plan.cents.extra * Math.max(0, cans - 1);
  const count = `${cans} ${cans === 1 ? 'can' : 'cans'}`;
  return { cents, words: membership ? `${dollars(cents)} ${plan.frequency} (${count})` : `${dollars(cents)} (${count})` };
}

/** What a plan card says of its price, in the words the defaults use. */
export interface PlanPriceWords {
  price: string;
  extraCost: string;
  cents: { first: number; extra: number } | null;
}

/** A plan at new prices: the amounts charged and the card's words for them ('$69', '+$12 per extra can'). */
export function withPlanPrice<P extends PlanPriceWords>(plan: P, cents: { first: number; extra: number }): P {
  return { ...plan, cents, price: dollars(cents.first), extraCost: `+${dollars(cents.extra)} per extra can` };
}
