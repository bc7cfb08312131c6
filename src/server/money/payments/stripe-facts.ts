// What Stripe's objects tell us, written down as facts, whether they come in an event (late,
// twice or out of order), in an answer to our own call, or from the nightly listing. Each fact
// only moves forward (a session's payment from processing to paid or failed, an invoice from
// declined to paid, a refund once by its id), so any order of the same facts ends the same. A
// Checkout session counts only when this server made it, for the booking's amount. What the facts
// mean for the booking (its state, a held visit, who is told) is worked out from all of them
// together afterwards (the payment flow's settle).
import type { PaymentLedger } from './payment-ledger.ts';
import type { PaymentStore } from './payment-store.ts';
import type { TipSession, TipStore } from './tip-store.ts';
import { idOf, type SentCharge, type SentInvoice, type SentRefund, type SentSession, type SentSubscription } from './stripe-types.ts';

/** What a fact touched: the booking to settle, and what else it calls for. */
export interface Touched {
  bookingId?: string;
  /** A membership the customer cancelled at Stripe (the portal): it ends here too. */
  endedAtStripe?: boolean;
  /** A bank debit started at Checkout failed: the customer is told, the booking is due again. */
  asyncFailed?: string;
  /** A membership charged at checkout: its later charges are to fall on visit days. */
  anchor?: boolean;
  /** Stripe says a charge was refunded more than we know of: its refunds are to be listed. */
  syncRefunds?: { chargeId: string; refunded: number };
  /** A paid invoice whose payment intent is to be asked of Stripe (an event never carries it). */
  resolveInvoice?: string;
  /** Why it changed nothing, when it did not (a session this server never made). */
  ignored?: string;
}

/** The business's amounts are whole cents and Stripe's times are seconds. */
const ms = (seconds: number) => seconds * 1000;

export class StripeFacts {
  constructor(
    private readonly store: PaymentStore,
    private readonly ledger: PaymentLedger,
    private readonly tips: TipStore,
  ) {}

  /**
   * A tip's session paid: a charge of its own in the ledger (a tip, for its visit), kept once by
   * its payment intent however often Stripe tells of it; the booking's own payment is not touched.
   */
  private tip(tip: TipSession, session: SentSession, what: 'completed' | 'async-succeeded' | 'async-failed' | 'expired'): Touched {
    if (what === 'expired' || what === 'async-failed') {
      this.tips.close(tip.id, 'expired');
      return {};
    }
    const paymentIntent = idOf(session.payment_intent) ?? null;
    const paid = what === 'async-succeeded' || session.payment_status === 'paid';
    if (!paid || !paymentIntent || session.amount_total !== tip.amountCents) return {};
    this.tips.close(tip.id, 'complete', paymentIntent);
    this.ledger.addCharge({
      ref: paymentIntent,
      bookingId: tip.bookingId,
      cents: tip.amountCents,
      paymentIntent,
      invoiceId: null,
      purpose: 'tip',
      visitId: tip.visitId,
      at: ms(session.created),
    });
    return {};
  }

  /** A Checkout session completed, settled after a bank debit (succeeded or failed), or expired. */
  session(session: SentSession, what: 'completed' | 'async-succeeded' | 'async-failed' | 'expired'): Touched {
    const tip = this.tips.session(session.id);
    if (tip) return this.tip(tip, session, what);
    const ours = this.store.session(session.id);
    if (!ours) return { ignored: `Checkout session ${session.id} was not made by this server` };
    const { bookingId } = ours;
    if (session.client_reference_id !== null && session.client_reference_id !== bookingId)
      return { ignored: `Checkout session ${session.id} names another booking` };
    if (what === 'expired') {
      if (ours.status === 'open') this.store.closeSession(session.id, 'expired');
      return { bookingId };
    }
    if (session.mode === 'payment' && session.amount_total !== ours.amountCents)
      return { ignored: `Checkout session ${session.id} is for ${session.amount_total} cents, not ${ours.amountCents}` };
    const paid =
      what === 'async-failed'
        ? 'failed'
        : what === 'async-succeeded' || session.payment_status === 'paid' || session.payment_status === 'no_payment_required'
          ? 'paid'
          : 'processing';
    const paymentIntent = idOf(session.payment_intent) ?? null;
    const subscriptionId = idOf(session.subscription) ?? null;
    // A second session paid for a booking that already has one: its money goes back.
    const other = this.store
      .sessionsOf(bookingId)
      .find((s) => s.id !== session.id && s.status === 'complete' && !s.duplicate && s.paid !== 'failed');
    const duplicate = ours.duplicate || (ours.status !== 'complete' && other !== undefined);
    this.store.closeSession(session.id, 'complete', { paid, paymentIntent, subscriptionId, duplicate });
    const customer = idOf(session.customer);
    if (!duplicate && customer) this.store.setCustomer(bookingId, customer);
    if (!duplicate && subscriptionId) this.store.setSubscription(bookingId, subscriptionId);
    // Stripe pays a subscription's first invoice before it completes the session: known by now.
    if (subscriptionId) this.invoicesOfBooking(bookingId, subscriptionId);
    const after = this.store.session(session.id)!;
    if (session.mode === 'payment' && after.paid === 'paid' && paymentIntent)
      this.ledger.addCharge({
        ref: paymentIntent,
        bookingId,
        cents: ours.amountCents,
        paymentIntent,
        invoiceId: null,
        purpose: 'clean',
        visitId: null,
        at: ms(session.created),
      });
    return {
      bookingId,
      ...(after.paid === 'failed' && what === 'async-failed' ? { asyncFailed: session.id } : {}),
      ...(!duplicate && ours.chargedNow && subscriptionId ? { anchor: true } : {}),
    };
  }

  /** A membership's invoice paid, or declined. A $0 invoice (a trial's start) tells nothing. */
  invoice(invoice: SentInvoice, outcome: 'paid' | 'failed'): Touched {
    const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
    if (!subscriptionId) return { ignored: `invoice ${invoice.id} is not a subscription's` };
    const bookingId = this.store.bySubscription(subscriptionId)?.bookingId ?? this.store.sessionBySubscription(subscriptionId)?.bookingId;
    const amount = outcome === 'paid' ? invoice.amount_paid : invoice.amount_due;
    if (amount <= 0) return bookingId ? { bookingId } : {};
    this.store.invoiceFact({ id: invoice.id, subscriptionId, created: invoice.created, amountCents: amount, state: outcome });
    if (!bookingId) return { ignored: `subscription ${subscriptionId} is not one of ours yet` };
    if (outcome !== 'paid') return { bookingId };
    this.chargeOfInvoice(bookingId, invoice.id, amount, invoice.status_transitions.paid_at ?? invoice.created);
    return { bookingId, ...(this.ledger.charge(invoice.id)?.paymentIntent ? {} : { resolveInvoice: invoice.id }) };
  }

  /** A paid invoice's charge (its payment intent found later, when a refund needs it). */
  private chargeOfInvoice(bookingId: string, invoiceId: string, cents: number, paidAt: number) {
    this.ledger.addCharge({
      ref: invoiceId,
      bookingId,
      cents,
      paymentIntent: null,
      invoiceId,
      purpose: 'clean',
      visitId: null,
      at: ms(paidAt),
    });
  }

  /** A subscription's paid invoices as charges, once the session that made it is known. */
  private invoicesOfBooking(bookingId: string, subscriptionId: string) {
    for (const invoice of this.store.invoicesOf(subscriptionId))
      if (invoice.state === 'paid') this.chargeOfInvoice(bookingId, invoice.id, invoice.amountCents, invoice.created);
  }

  /** A refund Stripe made (or that failed, or was cancelled: the money stayed), kept whether or not its charge is known yet. */
  refund(refund: SentRefund): Touched {
    const paymentIntent = idOf(refund.payment_intent);
    if (!paymentIntent) return { ignored: `refund ${refund.id} is of no payment intent` };
    this.ledger.refundFact({
      id: refund.id,
      paymentIntent,
      cents: refund.amount,
      status: refund.status ?? 'pending',
      at: ms(refund.created),
    });
    const request = Number(refund.metadata?.request);
    if (request) this.ledger.answered(request, refund.id);
    const charge = this.ledger.chargeByIntent(paymentIntent);
    return charge ? { bookingId: charge.bookingId } : { ignored: `refund ${refund.id} is of a payment not known here yet` };
  }

  /** A charge refunded: when Stripe counts more given back than the refunds known here, they are listed. */
  charge(charge: SentCharge): Touched {
    const paymentIntent = idOf(charge.payment_intent);
    if (!paymentIntent) return { ignored: `charge ${charge.id} is of no payment intent` };
    const bookingId = this.ledger.chargeByIntent(paymentIntent)?.bookingId;
    return {
      ...(bookingId ? { bookingId } : {}),
      ...(charge.amount_refunded > this.ledger.refundedOf(paymentIntent)
        ? { syncRefunds: { chargeId: charge.id, refunded: charge.amount_refunded } }
        : {}),
    };
  }

  /** A subscription ended at Stripe. A second one paid by mistake is not the booking's. */
  subscriptionDeleted(subscription: SentSubscription): Touched {
    const payment = this.store.bySubscription(subscription.id);
    return payment ? { bookingId: payment.bookingId, endedAtStripe: true } : { ignored: `subscription ${subscription.id} is no booking's` };
  }
}
