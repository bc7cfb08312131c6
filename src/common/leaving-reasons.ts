// Why a customer left: asked when they cancel a booking or end a membership themselves, kept with
// the cancellation, and counted on the owner's Home. A cancellation nobody gave a reason for (the
// owner's, Stripe's end of an unpaid membership) is 'unsaid'.
export const LEAVING_REASONS = ['moving', 'price', 'quality', 'not-needed', 'other'] as const;
export type LeavingReason = (typeof LEAVING_REASONS)[number];

/** The owner's words for each reason (the customer's, in their language, are the booking page's). */
export const LEAVING_LABELS: Record<LeavingReason | 'unsaid', string> = {
  moving: 'Moving away',
  price: 'Price',
  quality: 'Quality',
  'not-needed': 'Not needed',
  other: 'Other',
  unsaid: 'No reason given',
};

/** The most a customer may write beside 'other'. */
export const LEAVING_WORDS_MAX = 500;
