// What the fake Stripe holds and does, as Stripe does it: customers, Checkout sessions (paid by
// card at once, or by a bank debit that settles later), subscriptions with their invoices and
// invoice payments, payment intents with their charges, refunds. Each change makes the events a
// webhook endpoint subscribed to them would get, built from the objects as they stand then. The
// rules that bite an integration are Stripe's own: a Checkout trial must end at least 2 days
// ahead; a refund never exceeds what is left of its charge; a paused collection voids the
// invoices made during it; an idempotency key replays its first answer, and refuses other
// parameters. Errors carry Stripe's own types and messages.
import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import { stripeObject, type ObjectName } from './stripe-objects.ts';

export class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; message: string; code?: string; param?: string; decline_code?: string },
  ) {
    super(body.message);
  }
}

const invalid = (message: string, param?: string, code?: string) =>
  new StripeError(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}), ...(code ? { code } : {}) });
const missing = (kind: string, id: string, param = 'id') =>
  new StripeError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'`, param });

export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** An event as made, before it is sent: its type and the object it carries, as it was then. */
export interface MadeEvent {
  type: Stripe.Event['type'];
  object: ObjectName;
  data: object;
}

/** How a customer pays at Checkout: a card (at once), a bank debit that settles later, or one that fails later. */
export type PaidBy = 'card' | 'bank' | 'bank-fails';

export class StripeWorld {
  readonly customers = new Map<string, Stripe.Customer>();
  readonly sessions = new Map<string, Stripe.Checkout.Session>();
  /** Each session's create parameters, as received. */
  readonly sessionParams = new Map<string, Stripe.Checkout.SessionCreateParams>();
  readonly subscriptions = new Map<string, Stripe.Subscription>();
  /** A subscription's price per charge, in cents. */
  readonly subscriptionPrice = new Map<string, number>();
  readonly invoices = new Map<string, Stripe.Invoice>();
  readonly invoicePayments = new Map<string, Stripe.InvoicePayment>();
  readonly intents = new Map<string, Stripe.PaymentIntent>();
  readonly charges = new Map<string, Stripe.Charge>();
  readonly refunds = new Map<string, Stripe.Refund>();
  /** Customers whose card is declined from now on (a charge off-session, an invoice). */
  readonly declining = new Set<string>();

  constructor(
    private readonly now: () => number,
    /** Called with every event, in the order Stripe makes them. */
    private readonly emit: (event: MadeEvent) => Promise<unknown>,
    private readonly pageUrl: () => string,
  ) {}

  private seconds = () => Math.floor(this.now() / 1000);

  private event(type: Stripe.Event['type'], object: ObjectName, data: object) {
    return this.emit({ type, object, data: structuredClone(data) });
  }

  // Checkout ----------------------------------------------------------------------------------

  createSession(p: Stripe.Checkout.SessionCreateParams): Stripe.Checkout.Session {
    const mode = p.mode ?? 'payment';
    if (!p.success_url) throw invalid('Missing required param: success_url.', 'success_url');
    const items = p.line_items ?? [];
    if (!items.length) throw invalid('Missing required param: line_items.', 'line_items');
    const trialEnd = p.subscription_data?.trial_end;
    if (mode === 'subscription' && trialEnd !== undefined && Number(trialEnd) < this.seconds() + 2 * 24 * 3600)
      throw invalid('The `trial_end` date has to be at least 2 days in the future.', 'subscription_data[trial_end]');
    if (mode === 'subscription' && !items.some((item) => item.price_data?.recurring))
      throw invalid('You must provide at least one recurring price in `subscription` mode when using prices.', 'line_items');
    const expiresAt = p.expires_at !== undefined ? Number(p.expires_at) : this.seconds() + 24 * 3600;
    if (expiresAt < this.seconds() + 30 * 60 || expiresAt > this.seconds() + 24 * 3600)
      throw invalid('The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.', 'expires_at');
    const amount = items.reduce((sum, item) => sum + Number(item.price_data?.unit_amount ?? 0) * Number(item.quantity ?? 1), 0);
    const id = newId('cs_test');
    const session = stripeObject<Stripe.Checkout.Session>('checkout.session', {
      id,
      mode,
      status: 'open',
      payment_status: 'unpaid',
      url: `${this.pageUrl()}/checkout/${id}`,
      client_reference_id: p.client_reference_id ?? null,
      metadata: (p.metadata as Stripe.Metadata | undefined) ?? {},
      amount_subtotal: amount,
      amount_total: amount,
      currency: 'usd',
      customer: p.customer ?? null,
      customer_email: p.customer_email ?? null,
      customer_creation: mode === 'payment' ? (p.customer_creation ?? 'if_required') : null,
      payment_intent: null,
      subscription: null,
      invoice: null,
      setup_intent: null,
      success_url: p.success_url,
      cancel_url: p.cancel_url ?? null,
      created: this.seconds(),
      expires_at: expiresAt,
      locale: (p.locale as Stripe.Checkout.Session.Locale | undefined) ?? null,
      livemode: false,
    });
    this.sessions.set(id, session);
    this.sessionParams.set(id, p);
    return session;
  }

  session(id: string) {
    const session = this.sessions.get(id);
    if (!session) throw missing('checkout.session', id, 'session');
    if (session.status === 'open' && session.expires_at <= this.seconds()) session.status = 'expired';
    return session;
  }

  async expireSession(id: string) {
    const session = this.session(id);
    if (session.status !== 'open') throw invalid(`Only Checkout Sessions with a status in ["open"] can be expired.`, 'session');
    session.status = 'expired';
    await this.event('checkout.session.expired', 'checkout.session', session);
    return session;
  }

  private customerFor(session: Stripe.Checkout.Session): string {
    if (typeof session.customer === 'string') return session.customer;
    const id = newId('cus');
    this.customers.set(
      id,
      stripeObject<Stripe.Customer>('customer', { id, email: session.customer_email, created: this.seconds(), metadata: {} }),
    );
    session.customer = id;
    return id;
  }

  /** What the Checkout page does when the customer pays. */
  async complete(id: string, by: PaidBy = 'card') {
    const session = this.session(id);
    if (session.status !== 'open') throw invalid('This Checkout Session is no longer open.', 'session');
    const customer = this.customerFor(session);
    const method = newId('pm');
    session.status = 'complete';
    if (session.mode === 'payment') {
      const intent = this.newIntent({
        amount: session.amount_total ?? 0,
        customer,
        method,
        metadata: {},
        succeed: by === 'card',
      });
      session.payment_intent = intent.id;
      session.payment_status = by === 'card' ? 'paid' : 'unpaid';
      await this.event('checkout.session.completed', 'checkout.session', session);
      return session;
    }
    const params = this.sessionParams.get(id)!;
    const recurring = params.line_items!.find((item) => item.price_data?.recurring)!;
    const price = Number(recurring.price_data!.unit_amount);
    const trialEnd = params.subscription_data?.trial_end === undefined ? null : Number(params.subscription_data.trial_end);
    const subscription = stripeObject<Stripe.Subscription>('subscription', {
      id: newId('sub'),
      customer,
      status: trialEnd ? 'trialing' : 'active',
      default_payment_method: method,
      metadata: (params.subscription_data?.metadata as Stripe.Metadata | undefined) ?? {},
      trial_start: trialEnd ? this.seconds() : null,
      trial_end: trialEnd,
      billing_cycle_anchor: trialEnd ?? this.seconds(),
      pause_collection: null,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      latest_invoice: null,
      created: this.seconds(),
      livemode: false,
    });
    this.subscriptions.set(subscription.id, subscription);
    this.subscriptionPrice.set(subscription.id, price);
    session.subscription = subscription.id;
    // The first invoice: $0 for a trial, or the first charge (with any one-time items), now.
    const oneTime = params
      .line_items!.filter((item) => !item.price_data?.recurring)
      .reduce((sum, item) => sum + Number(item.price_data?.unit_amount ?? 0) * Number(item.quantity ?? 1), 0);
    const invoice = this.newInvoice(subscription, trialEnd ? oneTime : price + oneTime, 'subscription_create');
    session.invoice = invoice.id;
    session.payment_status = invoice.amount_due === 0 ? 'no_payment_required' : 'paid';
    this.pay(invoice, true);
    // Stripe's order: the invoice is paid before the session completes.
    await this.event('invoice.paid', 'invoice', invoice);
    await this.event('checkout.session.completed', 'checkout.session', session);
    return session;
  }

  /** A bank debit started at Checkout settles, or fails. */
  async settle(id: string, ok: boolean) {
    const session = this.session(id);
    const intent = this.intents.get(String(session.payment_intent));
    if (!intent || intent.status !== 'processing') throw new Error(`session ${id} has no payment waiting to settle`);
    if (ok) {
      this.succeed(intent);
      session.payment_status = 'paid';
      await this.event('checkout.session.async_payment_succeeded', 'checkout.session', session);
    } else {
      intent.status = 'requires_payment_method';
      await this.event('checkout.session.async_payment_failed', 'checkout.session', session);
    }
  }

  // Payment intents and charges ---------------------------------------------------------------

  private newIntent({
    amount,
    customer,
    method,
    metadata,
    succeed,
    description = null,
  }: {
    amount: number;
    customer: string;
    method: string;
    metadata: Stripe.Metadata;
    succeed: boolean;
    description?: string | null;
  }): Stripe.PaymentIntent {
    const intent = stripeObject<Stripe.PaymentIntent>('payment_intent', {
      id: newId('pi'),
      amount,
      amount_received: 0,
      currency: 'usd',
      customer,
      payment_method: method,
      status: 'processing',
      latest_charge: null,
      last_payment_error: null,
      metadata,
      description,
      created: this.seconds(),
      livemode: false,
    });
    this.intents.set(intent.id, intent);
    if (succeed) this.succeed(intent);
    return intent;
  }

  private succeed(intent: Stripe.PaymentIntent) {
    const charge = stripeObject<Stripe.Charge>('charge', {
      id: newId('ch'),
      amount: intent.amount,
      amount_captured: intent.amount,
      amount_refunded: 0,
      refunded: false,
      captured: true,
      paid: true,
      status: 'succeeded',
      payment_intent: intent.id,
      customer: intent.customer,
      payment_method: intent.payment_method,
      metadata: intent.metadata,
      description: intent.description,
      created: this.seconds(),
      livemode: false,
    });
    this.charges.set(charge.id, charge);
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.latest_charge = charge.id;
  }

  intent(id: string) {
    const intent = this.intents.get(id);
    if (!intent) throw missing('payment_intent', id, 'intent');
    return intent;
  }

  /** A charge to a saved card, off-session (a trip fee): declined when the customer's card is. */
  chargeOffSession(p: Stripe.PaymentIntentCreateParams): Stripe.PaymentIntent {
    if (!p.customer || !p.payment_method) throw invalid('Missing required param: payment_method.', 'payment_method');
    const customer = String(p.customer);
    if (this.declining.has(customer))
      throw new StripeError(402, {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      });
    return this.newIntent({
      amount: Number(p.amount),
      customer,
      method: String(p.payment_method),
      metadata: (p.metadata as Stripe.Metadata | undefined) ?? {},
      succeed: true,
      description: p.description ?? null,
    });
  }

  charge(id: string) {
    const charge = this.charges.get(id);
    if (!charge) throw missing('charge', id, 'charge');
    return charge;
  }

  // Refunds -----------------------------------------------------------------------------------

  async refund(p: Stripe.RefundCreateParams): Promise<Stripe.Refund> {
    const intent = p.payment_intent ? this.intent(String(p.payment_intent)) : undefined;
    const chargeId = p.charge ? String(p.charge) : intent?.latest_charge;
    if (!chargeId) throw invalid('This PaymentIntent does not have a successful charge to refund.', 'payment_intent');
    const charge = this.charge(String(chargeId));
    const left = charge.amount - charge.amount_refunded;
    if (left === 0) throw invalid(`Charge ${charge.id} has already been refunded.`, undefined, 'charge_already_refunded');
    const amount = p.amount === undefined ? left : Number(p.amount);
    if (amount > left)
      throw invalid(
        `Refund amount (${usd(amount)}) is greater than unrefunded amount on charge (${usd(left)})`,
        'amount',
        'amount_too_large',
      );
    const refund = stripeObject<Stripe.Refund>('refund', {
      id: newId('re'),
      amount,
      charge: charge.id,
      payment_intent: typeof charge.payment_intent === 'string' ? charge.payment_intent : null,
      currency: 'usd',
      status: 'succeeded',
      metadata: (p.metadata as Stripe.Metadata | undefined) ?? {},
      reason: p.reason ?? null,
      created: this.seconds(),
    });
    this.refunds.set(refund.id, refund);
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    await this.event('charge.refunded', 'charge', charge);
    await this.event('refund.created', 'refund', refund);
    return refund;
  }

  // Subscriptions and invoices ----------------------------------------------------------------

  subscription(id: string) {
    const subscription = this.subscriptions.get(id);
    if (!subscription) throw missing('subscription', id, 'subscription');
    return subscription;
  }

  async updateSubscription(id: string, p: Record<string, unknown>) {
    const subscription = this.subscription(id);
    if (subscription.status === 'canceled')
      throw invalid('A canceled subscription can only update its cancellation_details and metadata.', undefined, 'resource_missing');
    if ('cancel_at_period_end' in p) subscription.cancel_at_period_end = p.cancel_at_period_end === 'true';
    if ('pause_collection' in p) {
      const pause = p.pause_collection as { behavior: string; resumes_at?: string } | '';
      subscription.pause_collection =
        pause === ''
          ? null
          : {
              behavior: pause.behavior as Stripe.Subscription.PauseCollection.Behavior,
              resumes_at: pause.resumes_at ? Number(pause.resumes_at) : null,
            };
    }
    if ('trial_end' in p) {
      const end = p.trial_end === 'now' ? this.seconds() : Number(p.trial_end);
      if (end <= this.seconds() && p.trial_end !== 'now')
        throw invalid('Invalid timestamp: must be an integer Unix timestamp in the future.', 'trial_end');
      subscription.trial_end = end;
      subscription.billing_cycle_anchor = end;
      subscription.status = end > this.seconds() ? 'trialing' : 'active';
    }
    await this.event('customer.subscription.updated', 'subscription', subscription);
    return subscription;
  }

  async cancelSubscription(id: string) {
    const subscription = this.subscription(id);
    if (subscription.status === 'canceled') throw invalid(`No such subscription: '${id}'`, 'subscription', 'resource_missing');
    subscription.status = 'canceled';
    subscription.canceled_at = this.seconds();
    subscription.ended_at = this.seconds();
    await this.event('customer.subscription.deleted', 'subscription', subscription);
    return subscription;
  }

  private newInvoice(subscription: Stripe.Subscription, amount: number, reason: Stripe.Invoice.BillingReason): Stripe.Invoice {
    const invoice = stripeObject<Stripe.Invoice>('invoice', {
      id: newId('in'),
      customer: subscription.customer,
      amount_due: amount,
      amount_paid: 0,
      amount_remaining: amount,
      total: amount,
      subtotal: amount,
      attempt_count: 0,
      attempted: false,
      status: 'open',
      billing_reason: reason,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
      lines: { object: 'list', data: [], has_more: false, url: '/v1/invoices/lines' },
      created: this.seconds(),
      livemode: false,
    });
    this.invoices.set(invoice.id, invoice);
    subscription.latest_invoice = invoice.id;
    return invoice;
  }

  /** An attempt to collect an invoice: paid (a payment intent, its charge, an invoice payment), or declined. */
  private pay(invoice: Stripe.Invoice, ok: boolean) {
    invoice.attempt_count += 1;
    invoice.attempted = true;
    if (!ok) return;
    if (invoice.amount_due > 0) {
      const subscription = this.subscription(String(invoice.parent?.subscription_details?.subscription));
      const intent = this.newIntent({
        amount: invoice.amount_due,
        customer: String(subscription.customer),
        method: String(subscription.default_payment_method),
        metadata: {},
        succeed: true,
      });
      const payment = stripeObject<Stripe.InvoicePayment>('invoice_payment', {
        id: newId('inpay'),
        amount_paid: invoice.amount_due,
        amount_requested: invoice.amount_due,
        currency: 'usd',
        invoice: invoice.id,
        is_default: true,
        livemode: false,
        payment: { type: 'payment_intent', payment_intent: intent.id },
        status: 'paid',
        status_transitions: { canceled_at: null, paid_at: this.seconds() },
        created: this.seconds(),
      });
      this.invoicePayments.set(payment.id, payment);
    }
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    invoice.amount_remaining = 0;
  }

  /**
   * The subscription's next charge, on its day: paid, or declined (Stripe then retries it). While
   * collection is paused with 'void', the invoice is voided and nothing is charged.
   */
  async nextInvoice(subscriptionId: string, outcome: 'paid' | 'failed'): Promise<Stripe.Invoice> {
    const subscription = this.subscription(subscriptionId);
    const invoice = this.newInvoice(subscription, this.subscriptionPrice.get(subscriptionId) ?? 0, 'subscription_cycle');
    if (subscription.pause_collection?.behavior === 'void') {
      invoice.status = 'void';
      await this.event('invoice.voided', 'invoice', invoice);
      return invoice;
    }
    return this.attempt(invoice, outcome);
  }

  /** Stripe's retry of an invoice that was declined. */
  async retry(invoiceId: string, outcome: 'paid' | 'failed') {
    const invoice = this.invoice(invoiceId);
    if (invoice.status !== 'open') throw new Error(`invoice ${invoiceId} is ${invoice.status}, not open`);
    return this.attempt(invoice, outcome);
  }

  private async attempt(invoice: Stripe.Invoice, outcome: 'paid' | 'failed') {
    const ok = outcome === 'paid' && !this.declining.has(String(invoice.customer));
    this.pay(invoice, ok);
    await this.event(ok ? 'invoice.paid' : 'invoice.payment_failed', 'invoice', invoice);
    return invoice;
  }

  invoice(id: string) {
    const invoice = this.invoices.get(id);
    if (!invoice) throw missing('invoice', id, 'invoice');
    return invoice;
  }

  paymentsOf(invoiceId: string) {
    return [...this.invoicePayments.values()].filter((p) => p.invoice === invoiceId);
  }

  // Invoicing: an invoice sent for payment (an account billed on terms) -------------------------

  createCustomer(p: Stripe.CustomerCreateParams): Stripe.Customer {
    const customer = stripeObject<Stripe.Customer>('customer', {
      id: newId('cus'),
      name: p.name ?? null,
      email: p.email ?? null,
      metadata: (p.metadata as Stripe.Metadata | undefined) ?? {},
      created: this.seconds(),
      livemode: false,
    });
    this.customers.set(customer.id, customer);
    return customer;
  }

  /** A draft invoice of its own (no subscription): Stripe's rules for one sent for payment. */
  createInvoice(p: Stripe.InvoiceCreateParams): Stripe.Invoice {
    if (!p.customer || !this.customers.has(p.customer)) throw missing('customer', String(p.customer), 'customer');
    if (p.collection_method === 'send_invoice' && p.days_until_due === undefined)
      throw invalid('Missing required param: days_until_due.', 'days_until_due');
    const invoice = stripeObject<Stripe.Invoice>('invoice', {
      id: newId('in'),
      customer: p.customer,
      collection_method: p.collection_method ?? 'charge_automatically',
      description: p.description ?? null,
      metadata: (p.metadata as Stripe.Metadata | undefined) ?? {},
      amount_due: 0,
      amount_paid: 0,
      amount_remaining: 0,
      total: 0,
      subtotal: 0,
      attempt_count: 0,
      attempted: false,
      auto_advance: p.auto_advance ?? false,
      status: 'draft',
      number: null,
      hosted_invoice_url: null,
      invoice_pdf: null,
      due_date: null,
      billing_reason: 'manual',
      parent: null,
      lines: { object: 'list', data: [], has_more: false, url: '/v1/invoices/lines' },
      created: this.seconds(),
      livemode: false,
    });
    this.invoiceTerms.set(invoice.id, { days: Number(p.days_until_due ?? 0), methods: p.payment_settings?.payment_method_types ?? null });
    this.invoices.set(invoice.id, invoice);
    return invoice;
  }

  /** Each draft invoice's terms as asked: its days until due, and the ways it may be paid. */
  readonly invoiceTerms = new Map<string, { days: number; methods: unknown }>();

  addLines(id: string, p: Stripe.InvoiceAddLinesParams): Stripe.Invoice {
    const invoice = this.invoice(id);
    if (invoice.status !== 'draft') throw invalid(`This invoice is no longer editable: it is ${invoice.status}.`, 'invoice');
    for (const line of p.lines) {
      const amount = Number(line.amount ?? 0);
      invoice.lines.data.push(
        stripeObject<Stripe.InvoiceLineItem>('line_item', {
          id: newId('il'),
          invoice: id,
          amount,
          subtotal: amount,
          currency: 'usd',
          description: line.description ?? null,
          metadata: (line.metadata as Stripe.Metadata | undefined) ?? {},
          period: { start: this.seconds(), end: this.seconds() },
          livemode: false,
        }),
      );
      invoice.total += amount;
      invoice.subtotal += amount;
      invoice.amount_due += amount;
      invoice.amount_remaining += amount;
    }
    return invoice;
  }

  private numbered = 0;

  async finalizeInvoice(id: string): Promise<Stripe.Invoice> {
    const invoice = this.invoice(id);
    if (invoice.status !== 'draft')
      throw invalid(`This invoice is already finalized, you can't re-finalize a non-draft invoice.`, 'invoice');
    const days = this.invoiceTerms.get(id)?.days ?? 0;
    invoice.status = 'open';
    invoice.number = `CF-${String(++this.numbered).padStart(4, '0')}`;
    invoice.hosted_invoice_url = `${this.pageUrl()}/invoice/${id}`;
    invoice.invoice_pdf = `${this.pageUrl()}/invoice/${id}/pdf`;
    invoice.due_date = invoice.collection_method === 'send_invoice' ? this.seconds() + days * 24 * 3600 : null;
    invoice.status_transitions = { ...invoice.status_transitions, finalized_at: this.seconds() };
    await this.event('invoice.finalized', 'invoice', invoice);
    return invoice;
  }

  async sendInvoice(id: string): Promise<Stripe.Invoice> {
    const invoice = this.invoice(id);
    if (invoice.collection_method !== 'send_invoice')
      throw invalid('You can only send invoices with collection_method=send_invoice.', 'invoice');
    if (invoice.status !== 'open') throw invalid(`You can only send an open invoice; this one is ${invoice.status}.`, 'invoice');
    await this.event('invoice.sent', 'invoice', invoice);
    return invoice;
  }

  /** The customer pays on the invoice's hosted page (a card, or a bank transfer received). */
  async payInvoice(id: string): Promise<Stripe.Invoice> {
    const invoice = this.invoice(id);
    if (invoice.status !== 'open') throw new Error(`invoice ${id} is ${invoice.status}, not open`);
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    invoice.amount_remaining = 0;
    invoice.attempt_count += 1;
    invoice.attempted = true;
    invoice.status_transitions = { ...invoice.status_transitions, paid_at: this.seconds() };
    await this.event('invoice.paid', 'invoice', invoice);
    return invoice;
  }

  /** Past its due date unpaid: Stripe's overdue event (its status stays open). */
  async overdue(id: string): Promise<Stripe.Invoice> {
    const invoice = this.invoice(id);
    await this.event('invoice.overdue', 'invoice', invoice);
    return invoice;
  }

  async voidInvoice(id: string): Promise<Stripe.Invoice> {
    const invoice = this.invoice(id);
    if (invoice.status !== 'open') throw invalid(`You can only void an open invoice; this one is ${invoice.status}.`, 'invoice');
    invoice.status = 'void';
    invoice.status_transitions = { ...invoice.status_transitions, voided_at: this.seconds() };
    await this.event('invoice.voided', 'invoice', invoice);
    return invoice;
  }
}
