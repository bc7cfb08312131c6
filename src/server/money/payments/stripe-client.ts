// Stripe through its official package: cards never touch this server (Checkout and the customer
// portal are Stripe's pages). STRIPE_API_BASE_URL points the package at a loopback fake in tests
// (it takes a host, a port and a protocol). Retries are the outbox's, so the package makes none.
import Stripe from 'stripe';
import type { StripeSettings } from '../../env.ts';

export function stripeClient({ secretKey, apiBaseUrl }: StripeSettings, timeoutMs = 20_000, httpClient?: Stripe.HttpClient): Stripe {
  const base = apiBaseUrl ? new URL(apiBaseUrl) : undefined;
  return new Stripe(secretKey, {
    maxNetworkRetries: 0,
    timeout: timeoutMs,
    ...(httpClient ? { httpClient } : {}),
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
          protocol: base.protocol === 'http:' ? ('http' as const) : ('https' as const),
        }
      : {}),
  });
}

/**
 * A client for long reads (the nightly check): each request's deadline covers its body too. The
 * package's own timeout stops waiting for the answer to begin, not for its body: a body sent a
 * byte at a time held the check past any limit. Through fetch, the deadline's signal ends both.
 */
export function stripeReader(settings: StripeSettings, timeoutMs = 20_000): Stripe {
  const withDeadline: typeof fetch = (input, init) => {
    const deadline = AbortSignal.timeout(timeoutMs);
    return fetch(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, deadline]) : deadline });
  };
  return stripeClient(settings, timeoutMs, Stripe.createFetchHttpClient(withDeadline));
}

/** Stripe's pages a customer is sent to (Checkout, the customer portal); a loopback fake's own in tests. */
export const stripePageOrigins = (apiBaseUrl: string | undefined) =>
  apiBaseUrl ? [new URL(apiBaseUrl).origin] : ['https://checkout.stripe.com', 'https://billing.stripe.com'];

/** How long after Stripe signs an event it is still taken: older is a replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
