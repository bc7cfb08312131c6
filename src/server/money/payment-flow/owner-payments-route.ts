// The owner's payments: each booking's state (failed first, then due) with each of its charges
// (the clean's, a membership's visits, a trip fee) and what went back, the takings of the day and
// the month, a refund of a booking's clean or of any one charge, what the nightly check against
// Stripe could not explain, and the same list as CSV.
import type { FastifyInstance } from 'fastify';
import type { PaymentChargeRow, PaymentRow, PaymentsAnswer } from '../../../common/owner-inbox.ts';
import { PAYMENT_STATES, type PaymentState } from '../../../common/payment-states.ts';
import type { PaymentFigures, StateFigures } from '../payments/payment-figures.ts';
import { dollars } from '../../../common/prices.ts';
import type { BookingStore } from '../../customers/bookings/booking-store.ts';
import { planWords } from '../../customers/bookings/booking-words.ts';
import { toCsv } from '../../platform/http/csv.ts';
import type { PaymentFlow } from './payment-flow.ts';
import type { CheckRun, CheckRuns } from '../payments/check-runs.ts';
import { refundable, type PaymentLedger } from '../payments/payment-ledger.ts';
import type { Payment, PaymentStore } from '../payments/payment-store.ts';
import { ownerRoute } from '../../platform/http/owner-route.ts';

export interface PaymentsRouteOptions {
  bookings: BookingStore;
  payments: PaymentStore;
  ledger: PaymentLedger;
  paymentFlow: PaymentFlow | undefined;
  checkRuns: CheckRuns;
  figures: { payments: PaymentFigures };
}

/** Each state's figures as the owner reads them, in dollars. */
const statesInDollars = (states: Record<PaymentState, StateFigures>): PaymentsAnswer['states'] =>
  Object.fromEntries(
    PAYMENT_STATES.map((state) => [
      state,
      { count: states[state].count, taken: dollars(states[state].takenCents), left: dollars(states[state].leftCents) },
    ]),
  ) as PaymentsAnswer['states'];

/** How the latest night's check against Stripe went, in the owner's words. */
function checkWords(run: CheckRun | undefined, words: (date: string) => string): string | null {
  if (!run) return null;
  const night = words(run.night);
  if (run.state === 'running') return `Checking against Stripe now (the check of ${night}).`;
  if (run.state === 'done') return `Checked against Stripe on ${night}: ${run.read} facts read, ${run.applied} changed something here.`;
  return `The check against Stripe of ${night} ${run.note ?? 'stopped'}; it goes on by itself within half an hour, from where it got to.`;
}

export async function paymentsRoutes(app: FastifyInstance, options: PaymentsRouteOptions) {
  const { bookings, payments, ledger, paymentFlow, checkRuns, figures } = options;
  const { calendar } = bookings.dates;
  const chargeRows = (bookingId: string): PaymentChargeRow[] =>
    ledger.chargesOf(bookingId).map((charge) => {
      const visit = charge.visitId ? bookings.visit(charge.visitId) : undefined;
      return {
        ref: charge.ref,
        what:
          charge.purpose === 'clean'
            ? 'Clean'
            : `${charge.purpose === 'fee' ? 'Trip fee' : 'Tip for the crew'}${visit ? `, ${calendar.shortWords(visit.date)}` : ''}`,
        amount: dollars(charge.cents),
        refunded: dollars(charge.refundedCents),
        at: charge.at,
        refundable: paymentFlow !== undefined && refundable(charge) > 0,
      };
    });
  const rows = (list: Payment[]): PaymentRow[] =>
    list.flatMap((payment) => {
      const booking = bookings.get(payment.bookingId);
      if (!booking) return [];
      const words = planWords(booking, bookings.plans());
      return [
        {
          bookingId: booking.id,
          reference: booking.reference,
          name: booking.customer.name,
          plan: words.name,
          price: words.price,
          state: payment.state,
          taken: dollars(payment.takenCents),
          updatedAt: payment.updatedAt,
          charges: chargeRows(booking.id),
        },
      ];
    });

  ownerRoute(app, 'GET /owner/api/payments', async (request, reply) => {
    const page = payments.page(request.query);
    const today = bookings.dates.today();
    const dayStart = calendar.instantAt(today);
    const monthStart = calendar.instantAt(`${today.slice(0, 8)}01`);
    const end = calendar.instantAt(calendar.addDays(today, 1));
    return reply.send({
      on: paymentFlow !== undefined,
      today: dollars(ledger.takenBetween(dayStart, end)),
      month: dollars(ledger.takenBetween(monthStart, end)),
      payments: rows(page.rows),
      next: page.next,
      states: statesInDollars(figures.payments.byState()),
      problems: payments.problems().map((p) => ({ text: p.text, foundAt: p.foundAt })),
      check: paymentFlow ? checkWords(checkRuns.latest(), (date) => bookings.dates.words(date)) : null,
    });
  });

  // What is left of the booking's latest clean charge.
  ownerRoute(app, 'POST /owner/api/bookings/:id/refund', async (request, reply) => {
    if (!paymentFlow?.refund(request.params.id)) return reply.code(404).send({ error: 'Nothing paid to refund on that booking.' });
    return reply.send({ refunding: true });
  });

  // One charge, whatever it paid for (a trip fee on its own).
  ownerRoute(app, 'POST /owner/api/charges/:ref/refund', async (request, reply) => {
    if (!paymentFlow?.refundCharge(request.params.ref)) return reply.code(404).send({ error: 'Nothing left to refund on that charge.' });
    return reply.send({ refunding: true });
  });

  ownerRoute(app, 'GET /owner/api/export/payments.csv', async (_request, reply) =>
    reply
      .header('Content-Disposition', 'attachment; filename="payments.csv"')
      .type('text/csv; charset=utf-8')
      .send(
        // The export is every payment, in the list's order.
        toCsv(rows(payments.page({ limit: 1_000_000_000 }).rows), {
          reference: (r) => r.reference,
          name: (r) => r.name,
          plan: (r) => r.plan,
          price: (r) => r.price,
          state: (r) => r.state,
          taken: (r) => r.taken,
          updated_at: (r) => new Date(r.updatedAt).toISOString(),
        }),
      ),
  );
}
