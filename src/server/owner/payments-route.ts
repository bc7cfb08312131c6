// The owner's payments: each booking's state (failed first, then due), the takings of the day and
// the month, a refund from the inbox, and the same list as CSV.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PaymentsAnswer, PaymentRow } from '../../common/owner-inbox.ts';
import { dollars } from '../../common/prices.ts';
import type { BookingStore } from '../bookings/booking-store.ts';
import { planWords } from '../bookings/booking-words.ts';
import { toCsv } from '../cli/output.ts';
import type { PaymentFlow } from '../payment-flow.ts';
import type { PaymentStore } from '../payments/payment-store.ts';

export interface PaymentsRouteOptions {
  bookings: BookingStore;
  payments: PaymentStore;
  paymentFlow: PaymentFlow | undefined;
}

const idParam = z.object({ id: z.string().min(1).max(64) });

export async function paymentsRoutes(app: FastifyInstance, { bookings, payments, paymentFlow }: PaymentsRouteOptions) {
  const { calendar } = bookings.dates;
  const rows = (): PaymentRow[] =>
    payments.list().flatMap((payment) => {
      const booking = bookings.get(payment.bookingId);
      if (!booking) return [];
      const words = planWords(booking);
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
          refundable: paymentFlow !== undefined && payment.paymentIntentId !== null && payment.takenCents > 0,
        },
      ];
    });

  app.get('/owner/api/payments', async (_request, reply) => {
    const today = bookings.dates.today();
    const dayStart = calendar.instantAt(today);
    const monthStart = calendar.instantAt(`${today.slice(0, 8)}01`);
    const end = calendar.instantAt(calendar.addDays(today, 1));
    return reply.send({
      on: paymentFlow !== undefined,
      today: dollars(payments.takenBetween(dayStart, end)),
      month: dollars(payments.takenBetween(monthStart, end)),
      payments: rows(),
    } satisfies PaymentsAnswer);
  });

  app.post('/owner/api/bookings/:id/refund', async (request, reply) => {
    const params = idParam.safeParse(request.params);
    if (!params.success || !paymentFlow?.refund(params.data.id))
      return reply.code(404).send({ error: 'Nothing paid to refund on that booking.' });
    return reply.send({ refunding: true });
  });

  app.get('/owner/api/export/payments.csv', async (_request, reply) =>
    reply
      .header('Content-Disposition', 'attachment; filename="payments.csv"')
      .type('text/csv; charset=utf-8')
      .send(
        toCsv(rows(), {
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
