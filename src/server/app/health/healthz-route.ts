// GET /healthz, for an uptime monitor and the proxy in front: 200 while the database answers and
// no delivery has waited past the limit, 503 otherwise. Anyone gets up or down and which server
// answers (the doctor tells this site from another at the address by it); the figures (the queue's
// length, the oldest wait, why it fails) go only to this machine and to a monitor with the token,
// since a flood's sender would watch its backlog grow there. It is cheap (one indexed query), has
// no rate limit (a monitor may ask every few seconds) and writes no log line per call.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Outbox } from '../../platform/outbox/outbox.ts';

export interface HealthzOptions {
  outbox: Outbox;
  /** A delivery waiting longer than this (seconds) makes the answer 503. */
  maxWaitSeconds: number;
  /** This server's name (server-id.ts), so the doctor can tell it from another at the same address. */
  server: string;
  /** A monitor's token (HEALTH_TOKEN): with it, the figures from anywhere. */
  token: string | undefined;
}

/** What the health check says it is: the doctor tells this site from anything else at an address by it. */
export const SERVICE = 'canfresh-atl';

export interface HealthAnswer {
  status: 'ok' | 'failing';
  service: typeof SERVICE;
  server: string;
  database?: 'answering' | 'not answering';
  deliveries?: { waiting: number; oldestWaitSeconds: number; limitSeconds: number };
  problem?: string;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Whether this asker sees the figures: this machine (no proxy's forwarded address), or a monitor with the token. */
function seesFigures(request: FastifyRequest, token: string | undefined): boolean {
  if (LOOPBACK.has(request.ip)) return true;
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token ?? ''}`);
  return token !== undefined && given.length === expected.length && timingSafeEqual(given, expected);
}

export const healthzRoute: FastifyPluginAsync<HealthzOptions> = async (app, options) => {
  app.get('/healthz', async (request, reply): Promise<HealthAnswer> => {
    void reply.header('cache-control', 'no-store');
    const answer = health(options);
    if (answer.status === 'failing') void reply.code(503);
    return seesFigures(request, options.token) ? answer : { status: answer.status, service: answer.service, server: answer.server };
  });
};

/** Up or down, and why: the database answering, and the oldest delivery's wait against the limit. */
function health({ outbox, maxWaitSeconds, server }: HealthzOptions): HealthAnswer {
  const base = { service: SERVICE, server } as const;
  let waiting;
  try {
    waiting = outbox.waiting();
  } catch (error) {
    return { ...base, status: 'failing', database: 'not answering', problem: `the database did not answer: ${(error as Error).message}` };
  }
  const oldestWaitSeconds = Math.floor(waiting.oldestMs / 1000);
  const deliveries = { waiting: waiting.count, oldestWaitSeconds, limitSeconds: maxWaitSeconds };
  if (oldestWaitSeconds <= maxWaitSeconds) return { ...base, status: 'ok', database: 'answering', deliveries };
  return {
    ...base,
    status: 'failing',
    database: 'answering',
    deliveries,
    problem: `a delivery has waited ${oldestWaitSeconds} s, past the ${maxWaitSeconds} s limit: see Deliveries in the inbox`,
  };
}
