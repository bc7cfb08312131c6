// Forwards queued leads to the automation webhook, at least once: a timeout per attempt,
// exponential backoff with jitter, about three days of retries, then 'failed' (still stored,
// `npm run leads -- --retry` re-queues). Nothing is held in memory that a restart would lose:
// the queue is the outbox table, so a restarted server carries on where it stopped.
import type { FastifyBaseLogger } from 'fastify';
import type { LeadStore } from './lead-store.ts';
import type { DueDelivery } from './lead-types.ts';
import { webhookSignatureHeaders } from './webhook-signature.ts';

export interface RelayOptions {
  url: string;
  secret?: string | undefined;
  timeoutMs?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** How long after a lead is queued the relay keeps trying. */
  retryWindowMs?: number;
  concurrency?: number;
  /** Longest sleep between looks at the queue (re-queues from the CLI are picked up by then). */
  pollMs?: number;
  random?: () => number;
  now?: () => number;
  logger?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

type Outcome =
  { ok: true; status: number } | { ok: false; status: number | null; error: string; permanent: boolean; retryAfterMs?: number };

const DAY = 24 * 60 * 60 * 1000;

/** 4xx answers that will not change on retry. 408, 425 and 429 are about timing, so they are retried. */
const isPermanent = (status: number) => status >= 400 && status < 500 && ![408, 425, 429].includes(status);

function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

export class OutboxRelay {
  private readonly opts: Required<Omit<RelayOptions, 'secret' | 'logger'>> & Pick<RelayOptions, 'secret' | 'logger'>;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  private readonly inFlight = new Set<AbortController>();

  constructor(
    private readonly store: LeadStore,
    options: RelayOptions,
  ) {
    this.opts = {
      timeoutMs: 10_000,
      baseDelayMs: 5_000,
      maxDelayMs: 6 * 60 * 60 * 1000,
      retryWindowMs: 3 * DAY,
      concurrency: 8,
      pollMs: 15_000,
      random: Math.random,
      now: Date.now,
      ...options,
    };
  }

  start() {
    this.stopped = false;
    this.nudge();
  }

  /** Look at the queue now (a lead was just stored). */
  nudge() {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.again) this.nudge();
      else this.schedule();
    });
  }

  /** Stops taking new work and waits (up to graceMs) for deliveries under way; unfinished ones stay pending. */
  async stop(graceMs = 5_000) {
    this.stopped = true;
    clearTimeout(this.timer);
    if (!this.running) return;
    const grace = setTimeout(() => this.inFlight.forEach((c) => c.abort(new Error('server shutting down'))), graceMs);
    await this.running;
    clearTimeout(grace);
  }

  private schedule() {
    if (this.stopped) return;
    const next = this.store.nextDueAt();
    const now = this.opts.now();
    const wait = next === null ? this.opts.pollMs : Math.min(Math.max(0, next - now), this.opts.pollMs);
    this.timer = setTimeout(() => this.nudge(), wait);
    this.timer.unref();
  }

  private async drain() {
    do {
      this.again = false;
      let batch: DueDelivery[];
      while (!this.stopped && (batch = this.store.dueDeliveries(this.opts.concurrency)).length > 0) {
        await Promise.all(batch.map((item) => this.attempt(item)));
      }
    } while (this.again && !this.stopped);
  }

  private async attempt(item: DueDelivery) {
    const attempts = item.attempts + 1;
    const outcome = await this.post(item);
    if (outcome.ok) {
      this.store.markDelivered(item.leadId, attempts, outcome.status);
      return;
    }
    const now = this.opts.now();
    const backoff = Math.min(this.opts.maxDelayMs, this.opts.baseDelayMs * 3 ** (attempts - 1));
    const jittered = backoff * (0.8 + 0.4 * this.opts.random());
    const nextAt = now + Math.max(jittered, outcome.retryAfterMs ?? 0);
    if (outcome.permanent || nextAt > item.windowStartedAt + this.opts.retryWindowMs) {
      this.store.markFailed(item.leadId, attempts, outcome.error, outcome.status);
      this.opts.logger?.error(
        { leadId: item.leadId, attempts, status: outcome.status, error: outcome.error },
        'lead delivery failed for good; kept in the database',
      );
    } else {
      this.store.markRetry(item.leadId, attempts, nextAt, outcome.error, outcome.status);
      this.opts.logger?.warn(
        { leadId: item.leadId, attempts, status: outcome.status, error: outcome.error, retryInMs: Math.round(nextAt - now) },
        'lead delivery failed; will retry',
      );
    }
  }

  private async post({ leadId, payload }: DueDelivery): Promise<Outcome> {
    const controller = new AbortController();
    this.inFlight.add(controller);
    const timer = setTimeout(() => controller.abort(new Error(`timed out after ${this.opts.timeoutMs} ms`)), this.opts.timeoutMs);
    try {
      const headers: Record<string, string> = {
        'Content-Type': 'application/json',
        'User-Agent': 'canfresh-lead-relay/1',
        'Idempotency-Key': leadId,
        ...(this.opts.secret ? webhookSignatureHeaders(this.opts.secret, leadId, payload, Math.floor(this.opts.now() / 1000)) : {}),
      };
      const response = await fetch(this.opts.url, { method: 'POST', headers, body: payload, signal: controller.signal, redirect: 'error' });
      await response.arrayBuffer().catch(() => undefined);
      if (response.ok) return { ok: true, status: response.status };
      const wait = retryAfterMs(response.headers.get('retry-after'));
      return {
        ok: false,
        status: response.status,
        error: `webhook answered ${response.status}`,
        permanent: isPermanent(response.status),
        ...(wait === undefined ? {} : { retryAfterMs: wait }),
      };
    } catch (error) {
      const reason = controller.signal.aborted ? controller.signal.reason : error;
      return { ok: false, status: null, error: reason instanceof Error ? reason.message : String(reason), permanent: false };
    } finally {
      clearTimeout(timer);
      this.inFlight.delete(controller);
    }
  }
}
