// The owner's exports: leads, bookings and calls as CSV, with the same columns and the same
// formula-safe escaping as `npm run leads | calls -- --csv`.
import type { FastifyInstance } from 'fastify';
import { displayPhone } from '../../../common/phone-display.ts';
import type { BookingStore } from '../../customers/bookings/booking-store.ts';
import { givenUp } from '../../customers/bookings/booking-types.ts';
import { planWords } from '../../customers/bookings/booking-words.ts';
import type { CallStore } from '../../conversations/calls/call-store.ts';
import { callsCsv } from '../cli/calls-cli.ts';
import { leadsCsv } from '../cli/leads-cli.ts';
import { toCsv } from '../../platform/http/csv.ts';
import type { LeadStore } from '../../customers/leads/lead-store.ts';
import type { ExportFile } from '../../../common/owner-api/exports.ts';
import { ownerRoute } from '../../platform/http/owner-route.ts';

export interface ExportOptions {
  leads: LeadStore;
  bookings: BookingStore;
  calls: CallStore;
}

const EVERYTHING = 100_000;

export async function exportRoutes(app: FastifyInstance, options: ExportOptions) {
  const { leads, bookings, calls } = options;
  const files: Record<ExportFile, () => string> = {
    'leads.csv': () => leadsCsv(leads.list({ limit: EVERYTHING })),
    'calls.csv': () => callsCsv(calls.list({ limit: EVERYTHING })),
    'bookings.csv': () =>
      toCsv(bookings.active(), {
        reference: (b) => b.reference,
        status: (b) => b.status,
        plan: (b) => planWords(b, bookings.plans()).name,
        first_date: (b) => bookings.visits(b.id).find((v) => !givenUp(v))?.date ?? '',
        next_visits: (b) =>
          bookings
            .nextVisits(b, 3)
            .map((v) => v.date)
            .join(' '),
        name: (b) => b.customer.name,
        phone: (b) => displayPhone(b.customer.mobile),
        email: (b) => b.customer.email,
        street: (b) => b.customer.street,
        zip: (b) => b.customer.zip,
        notes: (b) => b.customer.notes,
        booked_at: (b) => new Date(b.createdAt).toISOString(),
      }),
  };

  ownerRoute(app, 'GET /owner/api/export/:file', async (request, reply) => {
    const { file } = request.params;
    return reply
      .header('Cache-Control', 'no-store')
      .header('Content-Disposition', `attachment; filename="${file}"`)
      .type('text/csv; charset=utf-8')
      .send(files[file]());
  });
}
