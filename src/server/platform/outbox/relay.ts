// Works one channel of the outbox (any of CHANNELS in deliveries.ts: the webhook, the owner's or a
// customer's e-mail, texts, sign-in codes, calls to Stripe), at least once: a timeout per attempt,
// exponential backoff with jitter, about three days of retries, then 'failed' (still stored,
// `npm run leads -- --retry` re-queues). Nothing is held in memory that a restart would lose:
// the queue is the outbox table, so a restarted server carries on where it stopped.
import type { FastifyBaseLogger } from 'fastify';
import type { Channel, DueDelivery, Subject } from './deliveries.ts';
import type { Outbox } from './outbox.ts';

export interface RelayOptions {
  timeoutMs: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** How long after a delivery is queued the relay keeps trying. */
  retryWindowMs: number;
  concurrency: number;
  /** Longest sleep between looks at the queue (re-queues from the CLI are picked up by then). */
  pollMs: number;
  random: () => number;
  logger?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'> | undefined;
}

/** What one attempt came to. `status` is the HTTP status, or the SMTP reply code, when there was one. */
export type Outcome =
  { ok: true; status: number | null } | { ok: false; status: number | null; error: string; permanent: boolean; retryAfterMs?: number };

/** A delivery whose subject is gone from the database: nothing can ever be sent, so it is final. */
export const subjectGone = (subject: Subject): Outcome => ({
  ok: false,
  status: null,
  error: `nothing to send: the ${subject.kind} is not in the database`,
  permanent: true,
});

/** Sends one delivery; the signal aborts it when the attempt times out or the server shuts down. */
export type Deliver = (item: DueDelivery, signal: AbortSignal) => Promise<Outcome>;

const DAY = 24 * 60 * 60 * 1000;

export const defaultRelayOptions: RelayOptions = {
  timeoutMs: 10_000,
  baseDelayMs: 5_000,
  maxDelayMs: 6 * 60 * 60 * 1000,
  retryWindowMs: 3 * DAY,
  concurrency: 8,
  pollMs: 15_000,
  random: Math.random,
};

export class OutboxRelay {
  private readonly opts: RelayOptions;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  private readonly inFlight = new Set<AbortController>();

  constructor(
    private readonly outbox: Outbox,
    readonly channel: Channel,
    private readonly deliver: Deliver,
    options: Partial<RelayOptions> = {},
  ) {
    this.opts = { ...defaultRelayOptions, ...options };
  }

  /** Whether no look at the queue is under way (tests wait for it before saying nothing more was sent). */
  get idle(): boolean {
    return this.running === undefined;
  }

  start() {
    this.stopped = false;
    this.nudge();
  }

  /** Look at the queue now (something was just stored). */
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
    const next = this.outbox.nextDueAt(this.channel);
    const now = this.outbox.clock.now();
    const wait = next === null ? this.opts.pollMs : Math.min(Math.max(0, next - now), this.opts.pollMs);
    this.timer = setTimeout(() => this.nudge(), wait);
    this.timer.unref();
  }

  private async drain() {
    do {
      this.again = false;
      let batch: DueDelivery[];
      while (!this.stopped && (batch = this.outbox.due(this.channel, this.opts.concurrency)).length > 0) {
        await Promise.all(batch.map((item) => this.attempt(item)));
      }
    } while (this.again && !this.stopped);
  }

  /** One try, bounded by the timeout: whatever the sender does, it is abandoned (and retried) after timeoutMs. */
  private async tryOnce(item: DueDelivery): Promise<Outcome> {
    const controller = new AbortController();
    this.inFlight.add(controller);
    const timer = setTimeout(() => controller.abort(new Error(`timed out after ${this.opts.timeoutMs} ms`)), this.opts.timeoutMs);
    const aborted = new Promise<Outcome>((resolve) =>
      controller.signal.addEventListener('abort', () => {
        const reason: unknown = controller.signal.reason;
        resolve({ ok: false, status: null, error: reason instanceof Error ? reason.message : String(reason), permanent: false });
      }),
    );
    try {
      return await Promise.race([this.deliver(item, controller.signal), aborted]);
    } catch (error) {
      return { ok: false, status: null, error: error instanceof Error ? error.message : String(error), permanent: false };
    } finally {
      clearTimeout(timer);
      this.inFlight.delete(controller);
    }
  }

  private async attempt(item: DueDelivery) {
    const attempts = item.attempts + 1;
    const outcome = await this.tryOnce(item);
    const subject = { channel: this.channel, subject: `${item.subject.kind} ${item.subject.id}` };
    if (outcome.ok) {
      this.outbox.markDelivered(item.id, attempts, outcome.status);
      return;
    }
    const now = this.outbox.clock.now();
    const backoff = Math.min(this.opts.maxDelayMs, this.opts.baseDelayMs * 3 ** (attempts - 1));
    const jittered = backoff * (0.8 + 0.4 * this.opts.random());
    const nextAt = now + Math.max(jittered, outcome.retryAfterMs ?? 0);
    if (outcome.permanent || nextAt > item.windowStartedAt + this.opts.retryWindowMs) {
      this.outbox.markFailed(item.id, attempts, outcome.error, outcome.status);
      this.opts.logger?.error(
        { ...subject, attempts, status: outcome.status, error: outcome.error },
        'delivery failed for good; kept in the database',
      );
    } else {
      this.outbox.markRetry(item.id, attempts, nextAt, outcome.error, outcome.status);
      this.opts.logger?.warn(
        { ...subject, attempts, status: outcome.status, error: outcome.error, retryInMs: Math.round(nextAt - now) },
        'delivery failed; will retry',
      );
    }
  }
}
