// The owner's day: the next service day's visits (today's, on a service day), in route order
// grouped by zip, with what the owner needs at the curb (the street as a maps link, the phone to
// call or text, the plan, the notes) and their mark on each (done, skipped).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TodayAnswer } from '../../common/owner-inbox.ts';
import { formatPhone } from '../../common/phone.ts';
import type { BookingStore } from '../bookings/booking-store.ts';
import type { PaymentStore } from '../payments/payment-store.ts';
import { planWords } from '../bookings/booking-words.ts';
import { byZip } from '../bookings/day-digest.ts';
import { VISIT_MARKS } from '../bookings/booking-types.ts';
import type { LocalDate } from '../clock/business-calendar.ts';

export interface TodayOptions {
  bookings: BookingStore;
  payments: PaymentStore;
}

const markBody = z.object({ mark: z.enum(VISIT_MARKS).nullable() });
const visitParam = z.object({ id: z.string().min(1).max(64) });

/** A search a phone's maps app opens: the street and zip in the business's region. */
const mapsUrl = (street: string, zip: string) => `https://maps.google.com/?q=${encodeURIComponent(`${street}, ${zip}`)}`;

export async function todayRoutes(app: FastifyInstance, options: TodayOptions) {
  const { bookings } = options;
  const { dates } = bookings;

  const nextServiceDay = (): LocalDate => {
    let date = dates.today();
    while (!dates.isServiceDay(date)) date = dates.calendar.addDays(date, 1);
    return date;
  };

  app.get('/owner/api/today', async (_request, reply) => {
    const date = nextServiceDay();
    const visits = bookings.route(date);
    return reply.send({
      date,
      day: dates.words(date),
      isToday: date === dates.today(),
      capacity: dates.rules.capacityPerDay,
      count: visits.length,
      zips: byZip(visits).map(([zip, group]) => ({
        zip,
        visits: group.map(({ booking, id, state, deepClean }) => ({
          visitId: id,
          bookingId: booking.id,
          reference: booking.reference,
          name: booking.customer.name,
          street: booking.customer.street,
          mapsUrl: mapsUrl(booking.customer.street, zip),
          phone: formatPhone(booking.customer.mobile),
          phoneE164: booking.customer.mobileE164,
          plan: planWords(booking).name,
          notes: booking.customer.notes,
          mark: state === 'done' || state === 'skipped' ? state : null,
          payment: options.payments.get(booking.id)?.state ?? null,
          deepClean,
        })),
      })),
    } satisfies TodayAnswer);
  });

  app.post('/owner/api/visits/:id/mark', async (request, reply) => {
    const params = visitParam.safeParse(request.params);
    const body = markBody.safeParse(request.body);
    if (!params.success || !body.success) return reply.code(400).send({ error: 'Mark the visit done, skipped or null.' });
    if (!bookings.mark(params.data.id, body.data.mark, 'owner'))
      return reply.code(404).send({ error: 'No such visit today or before: a visit is marked on its day.' });
    return reply.send({ mark: body.data.mark });
  });
}
