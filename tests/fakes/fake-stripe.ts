// A loopback fake of Stripe, a real HTTP server the official `stripe` package talks to (its host,
// port and protocol pointed here). Its objects are Stripe's published examples with this request's
// values (stripe/stripe-objects.ts) and it keeps them as Stripe does (stripe/stripe-world.ts):
// answers leave out what Stripe leaves out unless `expand[]` asks; lists page and filter as
// Stripe's do; an Idempotency-Key replays its first answer and refuses other parameters. Events
// are made as Stripe makes them and signed with the package's own generateTestHeaderString at the
// fake's clock; a test may hold them back and deliver them later, in any order, twice or never.
// A Checkout page a browser can pay on completes the session as Stripe's would.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { asSent, stripeObject, type ObjectName } from './stripe/stripe-objects.ts';
import { newId, StripeError, StripeWorld, type MadeEvent, type PaidBy } from './stripe/stripe-world.ts';

export const FAKE_STRIPE_KEY = 'sk_test_fake_0123456789abcdefghij';
export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_fake_0123456789abcdefghijklmnop';

/** A session as the fake made it, with the parameters it was asked to make it with. */
export type FakeSession = Stripe.Checkout.Session & { params: Stripe.Checkout.SessionCreateParams };

/** An event as Stripe would send it: its id and type, and the signed body. */
export interface SentEvent {
  id: string;
  type: Stripe.Event['type'];
  payload: string;
}

export interface StripeReceived {
  readonly sessions: FakeSession[];
  refunds: { id: string; payment_intent: string | null; amount: number; idempotencyKey: string | null }[];
  subscriptionUpdates: { id: string; params: Record<string, unknown>; idempotencyKey: string | null }[];
  cancellations: string[];
  /** Charges made off-session (a trip fee), once per idempotency key. */
  paymentIntents: { id: string; amount: number; customer: string; payment_method: string; idempotencyKey: string | null }[];
  portals: { customer: string; return_url: string; locale: string | null }[];
  /** Every request that moved money, with its key: how often Stripe was asked. */
  moneyRequests: number;
  /** Each event delivered, and what the webhook answered (0: it could not be reached). */
  events: { type: string; status: number }[];
  /** Invoices made of their own (an account billed on terms), with their parameters and key. */
  invoiceCreates: { id: string; params: Record<string, unknown>; idempotencyKey: string | null }[];
  /** Every API request: method, path, what it expanded, the page it asked for, and the status answered. */
  requests: { method: string; path: string; expand: string[]; startingAfter?: string; status?: number }[];
}

export interface FakeStripe {
  url: string;
  world: StripeWorld;
  received: StripeReceived;
  /** Where events go (the product's /api/stripe/webhook). */
  webhookUrl: string;
  /** Answers for the next money-moving requests, in order (e.g. 500, 500, 500): then it works. */
  failures: number[];
  /** Answers for the next Checkout session requests (Stripe down, or refusing). */
  checkoutFailures: number[];
  /** How many of the next money-moving requests Stripe carries out but never answers (the caller dies waiting). */
  stall: number;
  /** 'send' (as made) or 'hold': held events wait in `held` until a test delivers them. */
  delivery: 'send' | 'hold';
  held: SentEvent[];
  /** Every event made, in Stripe's order. */
  made: SentEvent[];
  /** Lists that answer wrong, by path ('/v1/charges'): the same page for ever, or empty objects. */
  listFaults: Map<string, 'forever' | 'empty'>;
  /** How many of the next reads (GET) Stripe refuses as asked too fast: 429, with its rate-limit error. */
  rateLimited: number;
  /** Each read answered this much later (a slow Stripe). */
  readDelayMs: number;
  /** Reads answer their headers at once and then their body a byte every 200 ms (a connection that trickles). */
  trickle: boolean;
  /** Delivers an event (again), signed now; resolves with the webhook's status. */
  deliver: (event: SentEvent) => Promise<number>;
  /** Sends a hand-made event, as Stripe would sign it (its object as given). */
  send: (type: Stripe.Event['type'], object: object, options?: { secret?: string; timestamp?: number }) => Promise<number>;
  /** Pays a session as its Checkout page would. */
  complete: (sessionId: string, by?: PaidBy) => Promise<Stripe.Checkout.Session>;
  /** A membership's next charge: paid, or declined. */
  invoice: (subscription: string, outcome: 'paid' | 'failed') => Promise<Stripe.Invoice>;
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

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
/** A refused key as Stripe's error names it: its prefix and last four characters. */
const maskedKey = (authorization: string | undefined) => {
  const key = (authorization ?? '').replace(/^Bearer /, '');
  return key.length > 12 ? `${key.slice(0, 8)}****${key.slice(-4)}` : '****';
};

/** The business's name on the fake's account, as the dashboard's public details set it. */
const ACCOUNT_PROFILE = { name: 'CanFresh ATL', url: 'https://canfreshatl.com' };

/** An answer whose headers come at once and whose body comes a byte every 200 ms. */
function trickle(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  let at = 0;
  const timer = setInterval(() => {
    if (res.destroyed || at >= body.length) return void (clearInterval(timer), res.end());
    res.write(body[at++]);
  }, 200);
  res.on('close', () => clearInterval(timer));
}

const escape = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Stripe's list answer: newest first, filtered, a page after `starting_after`. */
function listOf<T extends { id: string; created: number }>(all: Iterable<T>, query: Record<string, unknown>, match: (item: T) => boolean) {
  const created = (query.created ?? {}) as Record<string, string>;
  const items = [...all]
    .filter(match)
    .filter(
      (item) =>
        (created.gte === undefined || item.created >= Number(created.gte)) &&
        (created.lt === undefined || item.created < Number(created.lt)),
    )
    .reverse()
    .sort((a, b) => b.created - a.created);
  const after = typeof query.starting_after === 'string' ? items.findIndex((item) => item.id === query.starting_after) + 1 : 0;
  const limit = Math.min(Number(query.limit ?? 10), 100);
  const page = items.slice(after, after + limit);
  return { object: 'list', data: page, has_more: after + limit < items.length, url: '/v1/list' };
}

export async function startFakeStripe({ now = () => Date.now() }: { now?: () => number } = {}): Promise<FakeStripe> {
  const signer = new Stripe(FAKE_STRIPE_KEY);
  const fake = {
    url: '',
    webhookUrl: '',
    failures: [] as number[],
    checkoutFailures: [] as number[],
    stall: 0,
    delivery: 'send',
    held: [] as SentEvent[],
    made: [] as SentEvent[],
    listFaults: new Map(),
    rateLimited: 0,
    readDelayMs: 0,
    trickle: false,
  } as FakeStripe;

  const deliver = async ({ payload }: SentEvent, { secret = FAKE_STRIPE_WEBHOOK_SECRET, timestamp = Math.floor(now() / 1000) } = {}) => {
    const header = signer.webhooks.generateTestHeaderString({ payload, secret, timestamp });
    const type = (JSON.parse(payload) as { type: string }).type;
    const status = await fetch(fake.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    }).then(
      (res) => res.status,
      () => 0,
    );
    received.events.push({ type, status });
    return status;
  };
  const eventOf = (type: Stripe.Event['type'], data: object): SentEvent => {
    const event = stripeObject<Stripe.Event>('event', {
      id: newId('evt'),
      type,
      created: Math.floor(now() / 1000),
      data: { object: data },
      api_version: Stripe.API_VERSION,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    });
    return { id: event.id, type, payload: JSON.stringify(event) };
  };
  const emit = async ({ type, object, data }: MadeEvent) => {
    const event = eventOf(type, asSent(object, data));
    fake.made.push(event);
    if (fake.delivery === 'hold') fake.held.push(event);
    else await deliver(event);
  };
  const world = new StripeWorld(now, emit, () => fake.url);

  const received: StripeReceived = {
    get sessions() {
      return [...world.sessions.values()].map((session) => ({ ...session, params: world.sessionParams.get(session.id)! }));
    },
    refunds: [],
    subscriptionUpdates: [],
    cancellations: [],
    paymentIntents: [],
    portals: [],
    invoiceCreates: [],
    moneyRequests: 0,
    events: [],
    requests: [],
  };
  // Stripe's idempotency: a key's first answer (a success, or a decline) is replayed for the same
  // parameters; other parameters under the same key are refused.
  const keyed = new Map<string, { body: string; status: number; answer: object }>();

  const answer = async (
    method: string,
    url: URL,
    body: string,
    key: string | null,
  ): Promise<{ status: number; body: object } | 'stalled'> => {
    const params = method === 'GET' || method === 'DELETE' ? parseStripeForm(url.search.slice(1)) : parseStripeForm(body);
    const expand = ((params.expand as string[] | undefined) ?? []).map(String);
    const path = url.pathname;
    received.requests.push({
      method,
      path,
      expand,
      ...(typeof params.starting_after === 'string' ? { startingAfter: params.starting_after } : {}),
    });
    if (method === 'GET' && fake.rateLimited > 0) {
      fake.rateLimited--;
      received.requests.at(-1)!.status = 429;
      // Stripe's answer when asked too fast (its rate-limit error).
      return {
        status: 429,
        body: {
          error: {
            code: 'rate_limit',
            message: 'Too many requests hit the API too quickly. We recommend an exponential backoff of your requests.',
            type: 'invalid_request_error',
          },
        },
      };
    }
    if (method === 'GET' && fake.readDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, fake.readDelayMs));
    const sent = <T extends object>(name: ObjectName, object: T, paths = expand) => asSent(name, object, paths);
    const list = <T extends { id: string; created: number }>(
      name: ObjectName,
      all: Iterable<T>,
      match: (item: T) => boolean = () => true,
    ) => {
      const page = listOf(all, params, match);
      const inner = expand.filter((e) => e.startsWith('data.')).map((e) => e.slice(5));
      return { ...page, data: page.data.map((item) => sent(name, item, inner)) };
    };
    // A broken list, as scripted: the same page with has_more for ever, or objects with nothing in them.
    const fault = method === 'GET' ? fake.listFaults.get(path) : undefined;
    if (fault === 'forever') {
      // The first page again, whatever page was asked for.
      const page = listOf(world.charges.values(), { ...params, starting_after: undefined }, () => true);
      return { status: 200, body: { ...page, data: page.data.map((item) => sent('charge', item, [])), has_more: true } };
    }
    if (fault === 'empty') return { status: 200, body: { object: 'list', data: [{}, {}, {}], has_more: false, url: path } };
    const money = method !== 'GET' && (path === '/v1/refunds' || path === '/v1/payment_intents' || path.startsWith('/v1/subscriptions/'));
    if (money) {
      received.moneyRequests++;
      const failure = fake.failures.shift();
      if (failure) return { status: failure, body: { error: { type: 'api_error', message: 'An unknown error occurred' } } };
    }
    // The account the key belongs to (what a check of the key reads): Stripe's example account,
    // whole, as Stripe shows an account to its own key (the fields a platform sees only on its
    // connected accounts are there too).
    if (method === 'GET' && path === '/v1/account') {
      const account = stripeObject<Stripe.Account>('account', { id: 'acct_1CanFreshFake' });
      account.business_profile = { ...account.business_profile!, ...ACCOUNT_PROFILE };
      return { status: 200, body: account };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const failure = fake.checkoutFailures.shift();
      if (failure) return { status: failure, body: { error: { type: 'api_error', message: 'An unknown error occurred' } } };
    }
    if (key && method === 'POST') {
      const seen = keyed.get(key);
      if (seen && seen.body !== body)
        return {
          status: 400,
          body: {
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            },
          },
        };
      if (seen) return { status: seen.status, body: seen.answer };
    }
    const done = (result: object, status = 200) => {
      if (key && method === 'POST') keyed.set(key, { body, status, answer: result });
      if (money && fake.stall > 0) {
        fake.stall--;
        return 'stalled' as const;
      }
      return { status, body: result };
    };
    let match: RegExpExecArray | null;
    // Checkout
    if (method === 'POST' && path === '/v1/checkout/sessions')
      return done(sent('checkout.session', world.createSession(params as unknown as Stripe.Checkout.SessionCreateParams)));
    if (method === 'GET' && path === '/v1/checkout/sessions')
      return done(list('checkout.session', world.sessions.values(), (s) => !params.customer || s.customer === params.customer));
    if ((match = /^\/v1\/checkout\/sessions\/(cs_test_\w+)(\/expire)?$/.exec(path)))
      return done(sent('checkout.session', match[2] ? await world.expireSession(match[1]!) : world.session(match[1]!)));
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const p = params as unknown as Stripe.BillingPortal.SessionCreateParams;
      received.portals.push({ customer: p.customer ?? '', return_url: p.return_url ?? '', locale: p.locale ?? null });
      const portal = stripeObject<Stripe.BillingPortal.Session>('billing_portal.session', {
        id: newId('bps'),
        customer: p.customer,
        return_url: p.return_url ?? null,
        locale: p.locale ?? null,
        url: `${fake.url}/portal/${p.customer}`,
        created: Math.floor(now() / 1000),
        livemode: false,
      });
      return done(sent('billing_portal.session', portal));
    }
    // Money
    if (method === 'POST' && path === '/v1/refunds') {
      const refund = await world.refund(params as unknown as Stripe.RefundCreateParams);
      received.refunds.push({
        id: refund.id,
        payment_intent: refund.payment_intent as string | null,
        amount: refund.amount,
        idempotencyKey: key,
      });
      return done(sent('refund', refund));
    }
    if (method === 'GET' && path === '/v1/refunds')
      return done(
        list(
          'refund',
          world.refunds.values(),
          (r) => (!params.charge || r.charge === params.charge) && (!params.payment_intent || r.payment_intent === params.payment_intent),
        ),
      );
    if (method === 'POST' && path === '/v1/payment_intents') {
      try {
        const intent = world.chargeOffSession(params as unknown as Stripe.PaymentIntentCreateParams);
        received.paymentIntents.push({
          id: intent.id,
          amount: intent.amount,
          customer: String(intent.customer),
          payment_method: String(intent.payment_method),
          idempotencyKey: key,
        });
        return done(sent('payment_intent', intent));
      } catch (error) {
        // A decline is an answer Stripe keeps under its key, like a success.
        if (error instanceof StripeError && error.status === 402) return done({ error: error.body }, 402);
        throw error;
      }
    }
    if ((match = /^\/v1\/payment_intents\/(pi_\w+)$/.exec(path)) && method === 'GET')
      return done(sent('payment_intent', world.intent(match[1]!)));
    if (method === 'GET' && path === '/v1/charges') return done(list('charge', world.charges.values()));
    if ((match = /^\/v1\/charges\/(ch_\w+)$/.exec(path)) && method === 'GET') return done(sent('charge', world.charge(match[1]!)));
    // Subscriptions and invoices
    if ((match = /^\/v1\/subscriptions\/(sub_\w+)$/.exec(path))) {
      const id = match[1]!;
      if (method === 'GET') return done(sent('subscription', world.subscription(id)));
      if (method === 'DELETE') {
        received.cancellations.push(id);
        return done(sent('subscription', await world.cancelSubscription(id)));
      }
      received.subscriptionUpdates.push({ id, params, idempotencyKey: key });
      return done(sent('subscription', await world.updateSubscription(id, params)));
    }
    // An invoice's payments are its own list, included when a request expands them.
    const withPayments = (invoice: Stripe.Invoice) => ({
      ...invoice,
      payments: {
        object: 'list' as const,
        data: world.paymentsOf(invoice.id),
        has_more: false,
        url: `/v1/invoice_payments?invoice=${invoice.id}`,
      },
    });
    if (method === 'GET' && path === '/v1/invoices')
      return done(
        list(
          'invoice',
          [...world.invoices.values()].map(withPayments),
          (i) => !params.subscription || i.parent?.subscription_details?.subscription === params.subscription,
        ),
      );
    if ((match = /^\/v1\/invoices\/(in_\w+)$/.exec(path)) && method === 'GET')
      return done(sent('invoice', withPayments(world.invoice(match[1]!))));
    // Invoicing: a customer, an invoice sent for payment with its lines
    if (method === 'POST' && path === '/v1/customers')
      return done(sent('customer', world.createCustomer(params as unknown as Stripe.CustomerCreateParams)));
    if (method === 'POST' && path === '/v1/invoices') {
      const invoice = world.createInvoice(params as unknown as Stripe.InvoiceCreateParams);
      received.invoiceCreates.push({ id: invoice.id, params, idempotencyKey: key });
      return done(sent('invoice', invoice));
    }
    if ((match = /^\/v1\/invoices\/(in_\w+)\/(add_lines|finalize|send)$/.exec(path)) && method === 'POST') {
      const [, id, action] = match as unknown as [string, string, string];
      if (action === 'add_lines') {
        const p = params as unknown as Stripe.InvoiceAddLinesParams;
        // Form-encoded, the lines come as an object keyed by index; amounts as text.
        const lines = Object.values(p.lines ?? {}).map((line) => ({ ...line, amount: Number(line.amount) }));
        return done(sent('invoice', world.addLines(id, { ...p, lines })));
      }
      return done(sent('invoice', action === 'finalize' ? await world.finalizeInvoice(id) : await world.sendInvoice(id)));
    }
    if (method === 'GET' && path === '/v1/invoice_payments')
      return done(
        list(
          'invoice_payment',
          world.invoicePayments.values(),
          (p) => (!params.invoice || p.invoice === params.invoice) && (!params.status || p.status === params.status),
        ),
      );
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` } } };
  };

  const server: Server = createServer((req, res) => {
    void read(req).then(async (body) => {
      const json = (status: number, payload: object) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
      const html = (status: number, text: string) => res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(text);
      const url = new URL(req.url ?? '/', fake.url);
      const method = req.method ?? 'GET';
      try {
        if (url.pathname.startsWith('/v1/')) {
          // Stripe knows one key, the fake's own; any other is refused as Stripe refuses it.
          if (req.headers.authorization !== `Bearer ${FAKE_STRIPE_KEY}`)
            return json(401, {
              error: { message: `Invalid API Key provided: ${maskedKey(req.headers.authorization)}`, type: 'invalid_request_error' },
            });
          const key = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null;
          const result = await answer(method, url, body, key);
          if (result === 'stalled') return;
          if (method === 'GET' && fake.trickle) return trickle(res, result.status, JSON.stringify(result.body));
          json(result.status, result.body);
          return;
        }
        // Stripe's pages: Checkout (pay by card, or by a bank debit that settles later) and the portal.
        const page = /^\/checkout\/(cs_test_\w+)$/.exec(url.pathname);
        if (page) {
          const session = world.sessions.get(page[1]!);
          if (!session) return html(404, 'No such session');
          if (method === 'POST') {
            const by = (new URLSearchParams(body).get('by') ?? 'card') as PaidBy;
            await world.complete(session.id, by);
            return res.writeHead(303, { location: session.success_url ?? fake.url }).end();
          }
          const amount = `$${((session.amount_total ?? 0) / 100).toFixed(2)}`;
          const description = world.sessionParams.get(session.id)?.line_items?.[0]?.price_data?.product_data?.description ?? '';
          return html(
            200,
            `<!doctype html><html lang="en"><title>Test checkout</title><main><h1>Pay ${escape(amount)}</h1>` +
              `<p>${escape(String(description))}</p><form method="post"><button>Pay ${escape(amount)}</button></form></main></html>`,
          );
        }
        // An invoice's hosted page: pay it by card or bank transfer, as Stripe's page would.
        const hosted = /^\/invoice\/(in_\w+)$/.exec(url.pathname);
        if (hosted) {
          const invoice = world.invoices.get(hosted[1]!);
          if (!invoice || !invoice.hosted_invoice_url) return html(404, 'No such invoice');
          if (method === 'POST') {
            await world.payInvoice(invoice.id);
            return html(200, '<!doctype html><title>Paid</title><h1>Invoice paid</h1>');
          }
          const due = `$${(invoice.amount_due / 100).toFixed(2)}`;
          return html(
            200,
            `<!doctype html><html lang="en"><title>Invoice ${escape(invoice.number ?? '')}</title><main><h1>Invoice ${escape(invoice.number ?? '')}: ${escape(due)}</h1>` +
              `<form method="post"><button>Pay ${escape(due)}</button></form></main></html>`,
          );
        }
        if (method === 'GET' && url.pathname.startsWith('/portal/'))
          return html(200, '<!doctype html><title>Test portal</title><h1>Billing</h1>');
        return json(404, { error: { type: 'invalid_request_error', message: 'Not found' } });
      } catch (error) {
        if (error instanceof StripeError) return json(error.status, { error: error.body });
        return json(500, { error: { type: 'api_error', message: String(error) } });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  Object.assign(fake, {
    world,
    received,
    deliver: (event: SentEvent) => deliver(event),
    send: (type: Stripe.Event['type'], object: object, options?: { secret?: string; timestamp?: number }) =>
      deliver(eventOf(type, object), options),
    complete: (id: string, by?: PaidBy) => world.complete(id, by),
    invoice: (subscription: string, outcome: 'paid' | 'failed') => world.nextInvoice(subscription, outcome),
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  });
  return fake;
}
