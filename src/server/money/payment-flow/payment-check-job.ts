// The nightly check against Stripe as a job of its own: due from 03:00 in the business's time
// zone, once a night; one run at a time, under a time limit (5 minutes); stopped when the server
// closes; a run that stopped or failed (Stripe down) is tried again half an hour later, going on
// from where it got to. The owner sees on Payments how the last night's check ended.
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock/clock.ts';
import type { CheckRuns } from '../payments/check-runs.ts';
import { checkPayments, type CheckProgress, type PaymentCheckOptions } from './nightly-check.ts';

/** When the nightly check runs, in the business's time zone. */
export const PAYMENT_CHECK_TIME = '03:00';

export interface PaymentCheckJobOptions {
  /** The check's stores and Stripe (a reader whose deadlines cover the body). */
  check: Omit<PaymentCheckOptions, 'signal' | 'resume' | 'onProgress' | 'since'>;
  runs: CheckRuns;
  clock: Clock;
  logger?: FastifyBaseLogger;
  /** A run stops after this long, and goes on later from where it got to. */
  limitMs?: number;
  /** How long after a run stopped or failed the next one starts. */
  againAfterMs?: number;
}

export class PaymentCheckJob {
  private running: { controller: AbortController; done: Promise<void> } | undefined;

  constructor(private readonly options: PaymentCheckJobOptions) {}

  /** Called each minute: starts tonight's run when it is due and none is under way. */
  tick(): Promise<void> | undefined {
    if (this.running) return undefined;
    const { clock, runs, check, againAfterMs = 30 * 60_000 } = this.options;
    const { dates } = check.bookings;
    const night = dates.today();
    if (clock.now() < dates.calendar.instantAt(night, PAYMENT_CHECK_TIME)) return undefined;
    const last = runs.get(night);
    if (last?.state === 'done') return undefined;
    // A run still marked running was cut short by a crash: it goes on at once.
    if (last && last.state !== 'running' && clock.now() - (last.endedAt ?? 0) < againAfterMs) return undefined;
    return this.runNight(night);
  }

  /** Runs a night's check now, going on from where its last run got to (tick, when due; tests). */
  runNight(night: string): Promise<void> {
    if (this.running) return this.running.done;
    const last = this.options.runs.get(night);
    return this.run(night, last?.state === 'done' ? undefined : ((last?.progress as CheckProgress | null) ?? undefined));
  }

  /** Stops the run under way (the server closing) and waits for it to record where it got to. */
  async stop(): Promise<void> {
    this.running?.controller.abort(new Error('when the server stopped'));
    await this.running?.done;
  }

  private run(night: string, resume: CheckProgress | undefined): Promise<void> {
    const { runs, check, logger, limitMs = 5 * 60_000 } = this.options;
    const controller = new AbortController();
    const words = limitMs >= 60_000 ? `${Math.round(limitMs / 60_000)}-minute` : `${limitMs / 1000}-second`;
    const limit = setTimeout(() => controller.abort(new Error(`at its ${words} limit`)), limitMs);
    let counts = { read: 0, applied: 0 };
    runs.start(night);
    const done = checkPayments({
      ...check,
      signal: controller.signal,
      resume,
      since: runs.get(night)!.startedAt,
      onProgress: (progress, sofar) => {
        counts = sofar;
        runs.progress(night, progress);
      },
    })
      .then((report) => {
        runs.end(night, 'done', report);
        logger?.info({ read: report.read, applied: report.applied, problems: report.problems.length }, 'payments checked against Stripe');
      })
      .catch((error: Error) => {
        const stopped = controller.signal.aborted;
        const why = stopped ? `stopped ${(controller.signal.reason as Error).message}` : `failed: ${error.message}`;
        runs.end(night, stopped ? 'stopped' : 'failed', counts, why);
        logger?.warn({ read: counts.read, applied: counts.applied }, `the payments check ${why}; it goes on later`);
      })
      .finally(() => {
        clearTimeout(limit);
        this.running = undefined;
      });
    this.running = { controller, done };
    return done;
  }
}
