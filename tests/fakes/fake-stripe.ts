// A loopback fake of the Stripe endpoints the product uses, a real HTTP server the official
// `stripe` package talks to (its host, port and protocol pointed here): Checkout sessions (with a
// page a browser can pay on, which then tells the webhook as Stripe would), the customer portal,
// refunds and subscription updates, each honouring the Idempotency-Key as Stripe does (the same
// key answers the same). Events are signed the way Stripe signs them (the package's own
// generateTestHeaderString) with the webhook secret, at the time the fake's clock says. Objects
// and requests are typed from the package's own types. Other processes read what it received from
// GET /__received and script failures with POST /__script.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export const FAKE_STRIPE_KEY = 'sk_test_fake_0123456789abcdefghij';
export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_fake_0123456789abcdefghijklmnop';

export type FakeSession = Pick<
  Stripe.Checkout.Session,
  | 'id'
  | 'object'
  | 'mode'
  | 'status'
  | 'payment_status'
  | 'url'
  | 'client_reference_id'
  | 'metadata'
  | 'amount_total'
  | 'customer'
  | 'customer_email'
  | 'payment_intent'
  | 'subscription'
  | 'success_url'
  | 'cancel_url'
> & {
  line_items_params: Stripe.Checkout.SessionCreateParams.LineItem[];
  subscription_data?: Stripe.Checkout.SessionCreateParams.SubscriptionData;
};

export interface StripeReceived {
  sessions: FakeSession[];
  refunds: { id: string; payment_intent: string; amount: number; idempotencyKey: string | null }[];
  subscriptionUpdates: { id: string; params: Record<string, unknown>; idempotencyKey: string | null }[];
  /** Charges made off-session (a trip fee), as Stripe kept them: once per idempotency key. */
  paymentIntents: { id: string; amount: number; customer: string; payment_method: string; idempotencyKey: string | null }[];
  portals: { customer: string; return_url: string }[];
  /** Every request that moved money, with its key: how often Stripe was asked. */
  moneyRequests: number;
  events: { type: string; status: number }[];
}

export interface FakeStripe {
  url: string;
  received: StripeReceived;
  /** Where events go (the product's /api/stripe/webhook). */
  webhookUrl: string;
  /** Answers for the next money-moving requests, in order (e.g. 500, 500, 500): then it works. */
  failures: number[];
  /** How many of the next money-moving requests Stripe carries out but never answers (the caller dies waiting). */
  stall: number;
  /** Sends a signed event, as Stripe would; resolves with the webhook's status. */
  send: (type: Stripe.Event['type'], object: object, options?: { secret?: string; timestamp?: number }) => Promise<number>;
  /** A membership's charge: paid, or declined. */
  invoice: (subscription: string, outcome: 'paid' | 'failed', amount: number) => Promise<number>;
  close: () => Promise<void>;
}

/** Stripe's form encoding ('line_items[0][price_data][unit_amount]=3200') back into an object. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter(Boolean);
    let at: Record<string, unknown> = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) at[part] = value;
      else at = (at[part] ??= /^\d+$/.test(path[i + 1]!) ? [] : {}) as Record<string, unknown>;
    });
  }
  return root;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
const escape = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startFakeStripe({ now = () => Date.now() }: { now?: () => number } = {}): Promise<FakeStripe> {
  const signer = new Stripe(FAKE_STRIPE_KEY);
  const received: StripeReceived = {
    sessions: [],
    refunds: [],
    subscriptionUpdates: [],
    paymentIntents: [],
    portals: [],
    moneyRequests: 0,
    events: [],
  };
  const answered = new Map<string, { status: number; body: object }>();
  const fake = { url: '', received, webhookUrl: '', failures: [] as number[], stall: 0 } as FakeStripe;

  const send: FakeStripe['send'] = async (type, object, { secret = FAKE_STRIPE_WEBHOOK_SECRET, timestamp } = {}) => {
    const event = {
      id: newId('evt'),
      object: 'event',
      type,
      created: Math.floor(now() / 1000),
      data: { object },
      livemode: false,
      api_version: null,
    };
    const payload = JSON.stringify(event);
    const header = signer.webhooks.generateTestHeaderString({ payload, secret, timestamp: timestamp ?? Math.floor(now() / 1000) });
    const res = await fetch(fake.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    });
    received.events.push({ type, status: res.status });
    return res.status;
  };

  const complete = (session: FakeSession) => {
    session.status = 'complete';
    session.customer ??= newId('cus');
    if (session.mode === 'payment') {
      session.payment_status = 'paid';
      session.payment_intent = newId('pi');
    } else {
      session.payment_status = 'no_payment_required';
      session.subscription = newId('sub');
    }
    return send('checkout.session.completed', session);
  };

  const handler = createServer((req, res) => {
    void read(req).then(async (body) => {
      const json = (status: number, payload: object) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
      const html = (status: number, text: string) => res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(text);
      const url = new URL(req.url ?? '/', fake.url);
      const key = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null;
      const params = parseStripeForm(body);

      if (url.pathname === '/__received') return json(200, received);
      if (url.pathname === '/__script' && req.method === 'POST') {
        Object.assign(fake, JSON.parse(body) as Partial<FakeStripe>);
        return json(200, {});
      }
      // Stripe's own idempotency: a key seen before gets the answer it got then, nothing done again.
      const money =
        req.method === 'POST' &&
        (url.pathname === '/v1/refunds' || url.pathname === '/v1/payment_intents' || url.pathname.startsWith('/v1/subscriptions/'));
      if (money) {
        received.moneyRequests++;
        const failure = fake.failures.shift();
        if (failure) return json(failure, { error: { type: 'api_error', message: 'Scripted failure' } });
        const seen = key ? answered.get(key) : undefined;
        if (seen) return json(seen.status, seen.body);
      }
      const remember = (status: number, payload: object) => {
        if (key) answered.set(key, { status, body: payload });
        if (fake.stall > 0) fake.stall--;
        else json(status, payload);
      };

      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const p = params as unknown as Stripe.Checkout.SessionCreateParams;
        const id = newId('cs_test');
        const items = (p.line_items ?? []) as Stripe.Checkout.SessionCreateParams.LineItem[];
        const session: FakeSession = {
          id,
          object: 'checkout.session',
          mode: p.mode ?? 'payment',
          status: 'open',
          payment_status: 'unpaid',
          url: `${fake.url}/checkout/${id}`,
          client_reference_id: p.client_reference_id ?? null,
          metadata: (p.metadata as Record<string, string>) ?? {},
          amount_total: items.reduce((sum, item) => sum + Number(item.price_data?.unit_amount ?? 0) * Number(item.quantity ?? 1), 0),
          customer: p.customer ?? null,
          customer_email: p.customer_email ?? null,
          payment_intent: null,
          subscription: null,
          success_url: p.success_url ?? null,
          cancel_url: p.cancel_url ?? null,
          line_items_params: items,
          ...(p.subscription_data ? { subscription_data: p.subscription_data } : {}),
        };
        received.sessions.push(session);
        return json(200, session);
      }
      const page = /^\/checkout\/(cs_test_\w+)$/.exec(url.pathname);
      const session = page && received.sessions.find((s) => s.id === page[1]);
      if (page && req.method === 'GET') {
        if (!session) return html(404, 'No such session');
        const amount = `$${(session.amount_total! / 100).toFixed(2)}`;
        return html(
          200,
          `<!doctype html><html lang="en"><title>Test checkout</title><main><h1>Pay ${escape(amount)}</h1>` +
            `<p>${escape(String(session.line_items_params[0]?.price_data?.product_data?.description ?? ''))}</p>` +
            `<form method="post"><button>Pay ${escape(amount)}</button></form></main></html>`,
        );
      }
      if (page && req.method === 'POST') {
        if (!session) return html(404, 'No such session');
        await complete(session);
        return res.writeHead(303, { location: session.success_url ?? fake.url }).end();
      }
      if (req.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
        const p = params as unknown as Stripe.BillingPortal.SessionCreateParams;
        received.portals.push({ customer: p.customer ?? '', return_url: p.return_url ?? '' });
        return json(200, {
          id: newId('bps'),
          object: 'billing_portal.session',
          customer: p.customer,
          url: `${fake.url}/portal/${p.customer}`,
        });
      }
      if (req.method === 'GET' && url.pathname.startsWith('/portal/'))
        return html(200, '<!doctype html><title>Test portal</title><h1>Billing</h1>');
      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        const p = params as unknown as Stripe.RefundCreateParams;
        const refund = {
          id: newId('re'),
          object: 'refund',
          payment_intent: String(p.payment_intent),
          amount: Number(p.amount),
          status: 'succeeded',
        };
        received.refunds.push({ ...refund, idempotencyKey: key });
        remember(200, refund);
        // Stripe then tells the webhook that the charge was refunded.
        const charge = {
          id: newId('ch'),
          object: 'charge',
          payment_intent: refund.payment_intent,
          refunded: true,
          amount_refunded: refund.amount,
          refunds: { data: [refund] },
        };
        // (Stripe retries a webhook that is down; this fake lets such an event go.)
        send('charge.refunded', charge).catch(() => undefined);
        return;
      }
      if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
        const p = params as unknown as Stripe.PaymentIntentCreateParams;
        const intent = {
          id: newId('pi'),
          object: 'payment_intent',
          amount: Number(p.amount),
          customer: String(p.customer),
          payment_method: String(p.payment_method),
          status: 'succeeded',
        };
        received.paymentIntents.push({ ...intent, idempotencyKey: key });
        return remember(200, intent);
      }
      // The card a payment or a subscription was made with (Checkout keeps it on the customer).
      const intent = /^\/v1\/payment_intents\/(pi_\w+)$/.exec(url.pathname);
      if (intent && req.method === 'GET') return json(200, { id: intent[1], object: 'payment_intent', payment_method: `pm_${intent[1]}` });
      const subscription = /^\/v1\/subscriptions\/(sub_\w+)$/.exec(url.pathname);
      if (subscription && req.method === 'GET')
        return json(200, { id: subscription[1], object: 'subscription', default_payment_method: `pm_${subscription[1]}` });
      if (subscription && req.method === 'POST') {
        received.subscriptionUpdates.push({ id: subscription[1]!, params, idempotencyKey: key });
        return remember(200, { id: subscription[1], object: 'subscription', cancel_at_period_end: params.cancel_at_period_end === 'true' });
      }
      return json(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` } });
    });
  });
  const server: Server = handler;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.send = send;
  fake.invoice = (subscription, outcome, amount) => {
    const invoice = {
      id: newId('in'),
      object: 'invoice',
      amount_paid: outcome === 'paid' ? amount : 0,
      amount_due: amount,
      parent: { type: 'subscription_details', subscription_details: { subscription } },
      payments: { data: outcome === 'paid' ? [{ payment: { type: 'payment_intent', payment_intent: newId('pi') } }] : [] },
    };
    return send(outcome === 'paid' ? 'invoice.paid' : 'invoice.payment_failed', invoice);
  };
  fake.close = () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve())));
  return fake;
}
