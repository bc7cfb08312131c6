// Stripe's objects as Stripe sends them. A field the `stripe` package types optional (an
// invoice's `payments?`, a charge's `refunds?`) is one Stripe includes only when a request expands
// it: a webhook event never has it, nor does an answer that did not ask. Code that reads events
// and answers takes them as AsSent<T>, so reading such a field is a type error; where the product
// needs one, it asks Stripe for it (retrieve with `expand`, or list the invoice's payments or a
// charge's refunds).
import type Stripe from 'stripe';

/** The keys of T that are always present. */
type AlwaysSent<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];
export type AsSent<T> = Pick<T, AlwaysSent<T>>;

export type SentSession = AsSent<Stripe.Checkout.Session>;
export type SentInvoice = AsSent<Stripe.Invoice>;
/**
 * An invoice sent for payment, with its page and PDF links: typed optional by the package only
 * because a preview invoice has none, they are on every real invoice (null until it is finalized).
 */
export type PayableInvoice = SentInvoice & Pick<Stripe.Invoice, 'hosted_invoice_url' | 'invoice_pdf'>;
export type SentCharge = AsSent<Stripe.Charge>;
export type SentRefund = AsSent<Stripe.Refund>;
export type SentSubscription = AsSent<Stripe.Subscription>;

/** An id, whether Stripe sent the object or only its id. */
export const idOf = (value: string | { id?: string } | null | undefined): string | undefined =>
  typeof value === 'string' ? value : (value?.id ?? undefined);
