// The owner's leads: newest first, searched and filtered; where the owner is with each (new,
// contacted, booked, lost) and their notes on it.
import type { FastifyInstance } from 'fastify';
import type { InboxLead, InboxLeadRow } from '../../../common/owner-inbox.ts';
import type { LeadInbox } from './lead-inbox.ts';
import { ownerRoute } from '../../platform/http/owner-route.ts';

/** What stands in the way of reaching a lead, as the rooms that know it answer (the app hands them in). */
export interface LeadReach {
  /** The number said STOP. */
  textsStopped(mobile: string): boolean;
  /** Visits of the lead's bookings marked 'cans not out' in the last 30 days. */
  notOutThisMonth(leadId: string): number;
}

export interface LeadsOptions {
  leadInbox: LeadInbox;
  leadReach: LeadReach;
}

export async function leadsRoutes(app: FastifyInstance, options: LeadsOptions) {
  const { leadInbox, leadReach } = options;

  /** A lead with what stands in the way of reaching it: texts stopped, cans not out lately. */
  const row = (lead: InboxLead): InboxLeadRow => ({
    ...lead,
    textsStopped: lead.mobileE164 !== null && leadReach.textsStopped(lead.mobileE164),
    notOutThisMonth: leadReach.notOutThisMonth(lead.id),
  });

  ownerRoute(app, 'GET /owner/api/leads', async (request, reply) => {
    const { q, source, way, before } = request.query;
    const page = leadInbox.search(request.query);
    // The counts head the first page; a later page is only more of the same list.
    return reply.send({ leads: page.rows.map(row), next: page.next, counts: before ? null : leadInbox.counts({ q, source, way }) });
  });

  ownerRoute(app, 'GET /owner/api/leads/:id', async (request, reply) => {
    const lead = leadInbox.one(request.params.id);
    return lead ? reply.send(row(lead)) : reply.code(404).send({ error: 'No such lead.' });
  });

  ownerRoute(app, 'POST /owner/api/leads/:id/status', async (request, reply) => {
    const { status } = request.body;
    if (!leadInbox.setStatus(request.params.id, status)) return reply.code(404).send({ error: 'No such lead.' });
    return reply.send({ status });
  });

  ownerRoute(app, 'POST /owner/api/leads/:id/notes', async (request, reply) => {
    if (!leadInbox.addNote(request.params.id, request.body.text)) return reply.code(404).send({ error: 'No such lead.' });
    return reply.code(201).send({ added: true });
  });
}
