// The owner's leads: newest first, searched and filtered; where the owner is with each (new,
// contacted, booked, lost) and their notes on it.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { INBOX_SOURCES, type InboxLeadRow } from '../../common/owner-inbox.ts';
import type { TextStore } from '../texts/text-store.ts';
import type { BookingStore } from '../bookings/booking-store.ts';
import { LEAD_STATUSES, type LeadInbox } from '../leads/lead-inbox.ts';
import { ownerRoute } from './owner-route.ts';

export interface LeadsOptions {
  leadInbox: LeadInbox;
  texts: TextStore;
  bookings: BookingStore;
}

const search = z.object({
  q: z.string().max(100).optional(),
  source: z.enum(INBOX_SOURCES).optional().catch(undefined),
  status: z.enum(LEAD_STATUSES).optional().catch(undefined),
});
const idParam = z.object({ id: z.string().min(1).max(64) });
const statusBody = z.object({ status: z.enum(LEAD_STATUSES) });
const noteBody = z.object({
  text: z.string().trim().min(1, 'Write the note first.').max(1000, 'Please keep a note under 1,000 characters.'),
});

export async function leadsRoutes(app: FastifyInstance, options: LeadsOptions) {
  const { leadInbox, texts, bookings } = options;

  ownerRoute(app, 'GET /owner/api/leads', async (request, reply) => {
    const query = search.safeParse(request.query ?? {});
    if (!query.success) return reply.code(400).send({ error: 'Please keep a search under 100 characters.' });
    const monthAgo = bookings.dates.calendar.addDays(bookings.dates.today(), -30);
    const leads = leadInbox.search(query.data).map((lead): InboxLeadRow => ({
      ...lead,
      textsStopped: lead.mobileE164 !== null && texts.stopped(lead.mobileE164),
      notOutThisMonth: bookings.notOutSince(lead.id, monthAgo),
    }));
    return reply.send({ leads });
  });

  ownerRoute(app, 'POST /owner/api/leads/:id/status', async (request, reply) => {
    const params = idParam.safeParse(request.params);
    const body = statusBody.safeParse(request.body);
    if (!params.success || !body.success) return reply.code(400).send({ error: 'Choose new, contacted, booked or lost.' });
    if (!leadInbox.setStatus(params.data.id, body.data.status)) return reply.code(404).send({ error: 'No such lead.' });
    return reply.send({ status: body.data.status });
  });

  ownerRoute(app, 'POST /owner/api/leads/:id/notes', async (request, reply) => {
    const params = idParam.safeParse(request.params);
    const body = noteBody.safeParse(request.body);
    if (!params.success) return reply.code(400).send({ error: 'No such lead.' });
    if (!body.success) return reply.code(400).send({ error: body.error.issues[0]?.message ?? 'Write the note first.' });
    if (!leadInbox.addNote(params.data.id, body.data.text)) return reply.code(404).send({ error: 'No such lead.' });
    return reply.code(201).send({ added: true });
  });
}
