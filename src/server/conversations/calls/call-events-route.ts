// POST /api/voice/events: the messages the voice platform sends about a call, checked against
// the same shared secret as the tool calls. An end-of-call report becomes a call record (once:
// the platform retries, so the same report may come twice) and an e-mail to the owner; every
// other message is acknowledged and ignored. Answers never hold a 5xx for bad input.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SAVE_FAILED } from '../../platform/http/error-answers.ts';
import { callerOf, fromThePlatform, VOICE_BODY_LIMIT, VOICE_EVENTS_PATH } from '../../platform/voice/platform.ts';
import { readCallAnalysis } from './call-analysis.ts';
import type { CallStore } from './call-store.ts';
import type { CallRecord } from './call-types.ts';

export interface CallEventsOptions {
  calls: CallStore;
  secret: string | undefined;
}

const text = (max: number) => z.string().max(max);
const timestamp = z.union([z.string().max(64), z.number()]).optional();

// The platform's end-of-call report (ServerMessageEndOfCallReport): only what a call record keeps.
const reportSchema = z.object({
  type: z.literal('end-of-call-report'),
  endedReason: text(200).optional(),
  startedAt: timestamp,
  endedAt: timestamp,
  cost: z.number().finite().optional(),
  call: z.object({ id: text(200).min(1) }).loose(),
  artifact: z
    .object({
      transcript: text(500_000).optional(),
      recordingUrl: z
        .url({ protocol: /^https?$/ })
        .max(2000)
        .optional()
        .catch(undefined),
      recording: z.unknown().optional(),
    })
    .loose()
    .optional(),
  analysis: z
    .object({
      summary: text(50_000).optional(),
      successEvaluation: z.union([z.string().max(10_000), z.boolean(), z.number()]).optional(),
      structuredData: z.unknown().optional(),
    })
    .loose()
    .optional(),
  customer: z.unknown().optional(),
});

const envelopeSchema = z.object({ message: z.object({ type: text(100) }).loose() });

const isoOf = (value: string | number | undefined) => {
  if (value === undefined) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

/** The platform gives no duration: it is the end minus the start, when both are known. */
function recordOf(report: z.output<typeof reportSchema>): CallRecord {
  const startedAt = isoOf(report.startedAt);
  const endedAt = isoOf(report.endedAt);
  const durationMs = startedAt && endedAt ? Math.max(0, Date.parse(endedAt) - Date.parse(startedAt)) : null;
  const evaluation = report.analysis?.successEvaluation;
  const analysis = readCallAnalysis(report.analysis?.structuredData);
  const caller = callerOf(report);
  const mono = (report.artifact?.recording as { mono?: { combinedUrl?: unknown } } | undefined)?.mono?.combinedUrl;
  const recordingUrl =
    report.artifact?.recordingUrl ?? (typeof mono === 'string' && /^https?:\/\//.test(mono) ? mono.slice(0, 2000) : null);
  return {
    callId: report.call.id,
    startedAt,
    endedAt,
    durationMs,
    endedReason: report.endedReason ?? null,
    summary: report.analysis?.summary ?? null,
    transcript: report.artifact?.transcript ?? null,
    successEvaluation: evaluation === undefined ? null : String(evaluation),
    cost: report.cost ?? null,
    callType: caller.type,
    callerNumber: caller.number,
    outcome: analysis?.outcome ?? null,
    serviceInterest: analysis?.serviceInterest ?? null,
    followUp: analysis ? analysis.followUp.needed : null,
    followUpReason: analysis?.followUp.needed ? analysis.followUp.reason.slice(0, 500) : null,
    recordingUrl,
  };
}

export async function callEventRoutes(app: FastifyInstance, { calls, secret }: CallEventsOptions) {
  app.post(VOICE_EVENTS_PATH, { bodyLimit: VOICE_BODY_LIMIT }, async (request, reply) => {
    if (!fromThePlatform(request, secret)) return reply.code(401).send({ error: 'Unauthorized' });
    const envelope = envelopeSchema.safeParse(request.body);
    if (!envelope.success) return reply.code(400).send({ error: 'Expected a platform message: { message: { type, ... } }' });
    if (envelope.data.message.type !== 'end-of-call-report') return reply.send({ received: true, ignored: true });
    const report = reportSchema.safeParse(envelope.data.message);
    if (!report.success) return reply.code(400).send({ error: 'Not a usable end-of-call report: it needs at least call.id' });
    try {
      const { duplicate } = calls.add(recordOf(report.data));
      request.log.info({ callId: report.data.call.id, duplicate }, duplicate ? 'end-of-call report seen before' : 'call record stored');
      return reply.send({ received: true, duplicate });
    } catch (error) {
      request.log.error(error, 'a call record could not be stored');
      return reply.code(503).header('Retry-After', '5').send(SAVE_FAILED);
    }
  });
}
