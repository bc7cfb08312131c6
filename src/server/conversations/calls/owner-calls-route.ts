// The owner's calls: when, how long, how it ended up and the summary; one call opens with its
// transcript and the lead it booked.
import type { FastifyInstance } from 'fastify';
import type { CallSummary } from '../../../common/owner-inbox.ts';
import type { CallStore } from './call-store.ts';
import type { CallRow } from './call-types.ts';
import { ownerRoute } from '../../platform/http/owner-route.ts';

export interface CallsOptions {
  calls: CallStore;
}

const callSummary = (call: CallRow): CallSummary => ({
  callId: call.callId,
  receivedAt: call.receivedAt,
  durationMs: call.durationMs,
  callType: call.callType,
  callerNumber: call.callerNumber,
  outcome: call.outcome,
  summary: call.summary,
  followUp: call.followUp,
  lead: call.voiceLead,
});

export async function callsRoutes(app: FastifyInstance, options: CallsOptions) {
  const { calls } = options;

  ownerRoute(app, 'GET /owner/api/calls', async (request, reply) => {
    const page = calls.page({ before: request.query.before });
    return reply.send({ calls: page.rows.map(callSummary), next: page.next });
  });

  ownerRoute(app, 'GET /owner/api/calls/:id', async (request, reply) => {
    const call = calls.get(request.params.id);
    if (!call) return reply.code(404).send({ error: 'No such call.' });
    return reply.send({ ...callSummary(call), transcript: call.transcript, recordingUrl: call.recordingUrl });
  });
}
