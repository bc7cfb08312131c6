// A tip for the crew of a visit: a Checkout session of its own in payment mode, for the amount the
// customer chose, under the booking's Stripe customer when there is one (else their e-mail), with
// the visit named in its metadata. One idempotency key per visit and amount: a retry after a lost
// answer, or the same tip asked twice, is the same session; a tip asked again while its session
// is open goes back to it. Nothing here depends on a rating: every customer may tip.
import type Stripe from 'stripe';
import type { BookingView, Visit } from '../../customers/bookings/booking-types.ts';
import type { SettingsSource } from '../../platform/settings/business-settings.ts';
import { SESSION_MS, STRIPE_LOCALES } from '../payments/checkout.ts';
import type { PaymentStore } from '../payments/payment-store.ts';
import type { TipStore } from '../payments/tip-store.ts';

/** Tips offered (dollars), and the most a tip may be: a typo of an extra zero is not taken. */
export const TIP_CHOICES = [3, 5, 10] as const;
export const TIP_MAX_DOLLARS = 100;

export interface TipDeps {
  stripe: Stripe;
  tips: TipStore;
  payments: PaymentStore;
  settings: SettingsSource;
}

/** The tip's Checkout page: an open one for this visit and amount, or one made now. */
export async function tipCheckout(
  { stripe, tips, payments, settings }: TipDeps,
  {
    booking,
    visit,
    truckId,
    cents,
    pageUrl,
    now,
  }: { booking: BookingView; visit: Visit; truckId: string | null; cents: number; pageUrl: string; now: number },
): Promise<string> {
  const open = tips.openFor(visit.id, cents);
  if (open?.url) return open.url;
  const customerId = payments.get(booking.id)?.customerId ?? null;
  const { brandName } = settings.current();
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: cents,
            product_data: { name: `${brandName}: a tip for the crew`, description: booking.reference },
          },
        },
      ],
      metadata: { tip_for_visit: visit.id, booking_id: booking.id },
      payment_intent_data: { metadata: { tip_for_visit: visit.id, booking_id: booking.id } },
      success_url: `${pageUrl}?tipped=1`,
      cancel_url: pageUrl,
      expires_at: Math.floor((now + SESSION_MS) / 1000),
      locale: STRIPE_LOCALES[booking.customer.language],
      ...(customerId ? { customer: customerId } : { customer_email: booking.customer.email }),
    },
    { idempotencyKey: `tip:${visit.id}:${cents}` },
  );
  tips.add({
    id: session.id,
    bookingId: booking.id,
    visitId: visit.id,
    truckId,
    amountCents: cents,
    url: session.url,
    expiresAt: session.expires_at ? session.expires_at * 1000 : now + SESSION_MS,
  });
  if (!session.url) throw new Error('Stripe answered a tip session without its page');
  return session.url;
}
