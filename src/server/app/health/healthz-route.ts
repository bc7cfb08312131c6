// GET /healthz, for an uptime monitor and the proxy in front: 200 while the database answers and
// no delivery has waited past the limit, 503 otherwise, with the figures either way. It is cheap
// (one indexed query), has no rate limit (a monitor may ask every few seconds) and writes no log
// line per call (the server logs no requests; the proxy keeps access logs).
import type { FastifyPluginAsync } from 'fastify';
import type { Outbox } from '../../platform/outbox/outbox.ts';

export interface HealthzOptions {
  outbox: Outbox;
  /** A delivery waiting longer than this (seconds) makes the answer 503. */
  maxWaitSeconds: number;
  /** This server's name (server-id.ts), so the doctor can tell it from another at the same address. */
  server: string;
}

/** What the health check says it is: the doctor tells this site from anything else at an address by it. */
export const SERVICE = 'canfresh-atl';

export interface HealthAnswer {
  status: 'ok' | 'failing';
  service: typeof SERVICE;
  server: string;
  database: 'answering' | 'not answering';
  deliveries?: { waiting: number; oldestWaitSeconds: number; limitSeconds: number };
  problem?: string;
}

export const healthzRoute: FastifyPluginAsync<HealthzOptions> = async (app, { outbox, maxWaitSeconds, server }) => {
  app.get('/healthz', async (_request, reply): Promise<HealthAnswer> => {
    void reply.header('cache-control', 'no-store');
    const base = { service: SERVICE, server } as const;
    let waiting;
    try {
      waiting = outbox.waiting();
    } catch (error) {
      void reply.code(503);
      return { ...base, status: 'failing', database: 'not answering', problem: `the database did not answer: ${(error as Error).message}` };
    }
    const oldestWaitSeconds = Math.floor(waiting.oldestMs / 1000);
    const deliveries = { waiting: waiting.count, oldestWaitSeconds, limitSeconds: maxWaitSeconds };
    if (oldestWaitSeconds <= maxWaitSeconds) return { ...base, status: 'ok', database: 'answering', deliveries };
    void reply.code(503);
    return {
      ...base,
      status: 'failing',
      database: 'answering',
      deliveries,
      problem: `a delivery has waited ${oldestWaitSeconds} s, past the ${maxWaitSeconds} s limit: see Deliveries in the inbox`,
    };
  });
};
