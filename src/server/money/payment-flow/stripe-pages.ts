// How the nightly check reads Stripe: a list page by page (100 a page, by `starting_after`),
// each request tried again after a pause when Stripe says it is asked too fast (429), the run
// stopped between requests when it is told to stop (its time limit, the server closing), and
// each list bounded: it stops with words for the owner at an object it has already given (a
// list paging for ever), at one without its id or date (nothing to compare: never read as
// agreement), or past the most a run reads. Where a list got to is reported as it goes, so a
// run that stopped resumes there.
import Stripe from 'stripe';

/** Pauses before asking again after a 429, growing (Stripe's advice: back off exponentially). */
export const RATE_LIMIT_PAUSES_MS = [1_000, 2_000, 4_000, 8_000];

export interface Reading {
  /** Told to stop: checked before every request. */
  signal: AbortSignal | undefined;
  /** The pauses after a 429 (tests make them short). */
  pausesMs: readonly number[];
  /** Problems for the owner, by key. */
  found: { key: string; bookingId: string | null; text: string }[];
  maxListed: number;
}

const pause = (ms: number, signal: AbortSignal | undefined) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });

/** One request to Stripe, asked again after each pause while Stripe answers 429; stops when told to. */
export async function patiently<T>(ask: () => Promise<T>, { signal, pausesMs }: Pick<Reading, 'signal' | 'pausesMs'>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    signal?.throwIfAborted();
    try {
      return await ask();
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeRateLimitError) || attempt >= pausesMs.length) throw error;
      await pause(pausesMs[attempt]!, signal);
    }
  }
}

/** Runs `work` on every item, at most `width` at a time (the caller makes each request patiently). */
export async function sideBySide<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
}

/**
 * One of Stripe's lists, read with a bound, from `after` (an id: where a stopped run got to) on;
 * `reached` is told each object's id once it has been handled.
 */
export async function* listed<T extends { id: string; created: number }>(
  what: string,
  page: (startingAfter: string | undefined) => Promise<Stripe.ApiList<T>>,
  reading: Reading,
  after?: string,
): AsyncGenerator<T> {
  const { found, maxListed } = reading;
  const seen = new Set<string>();
  const stop = (why: string, text: string) => void found.push({ key: `stripe:${why}:${what}`, bookingId: null, text });
  let cursor = after;
  for (;;) {
    const answer = await patiently(() => page(cursor), reading);
    for (const item of answer.data ?? []) {
      if (typeof item?.id !== 'string' || typeof item.created !== 'number')
        return stop(
          'unreadable',
          `Stripe: its list of ${what} gave an object without its id or date; the check could not compare the rest`,
        );
      if (seen.has(item.id))
        return stop(
          'repeats',
          `Stripe: its list of ${what} repeated itself (${item.id} again) after ${seen.size}; the check stopped reading it`,
        );
      if (seen.size >= maxListed)
        return stop('too-many', `Stripe: more than ${maxListed} ${what} in the window; the check read the newest ${maxListed}`);
      seen.add(item.id);
      yield item;
    }
    const last = answer.data?.at(-1);
    if (!answer.has_more || !last) return;
    cursor = last.id;
  }
}
