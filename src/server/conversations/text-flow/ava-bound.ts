// Ava's bound on one thread, so a number can never turn her against the business: an
// auto-responder answering her answers, or a flood of texts, would otherwise make her chat and
// text without end (each text is a paid chat and a paid text), all night, since an answer to a
// text just received goes whatever the hour. She answers at most so many texts an hour and a
// day from one number, never the same words twice in a day, and stops where the number shows no
// sign of a person: several texts in a row, each come within seconds of our last one.
import type { TextRules } from '../../../common/site-config.schema.ts';
import type { StoredText } from '../texts/thread-store.ts';

export type AvaBound = TextRules['ava']['bound'];

/** Which bound a thread passed: too many texts in an hour or a day, the same words again, or no sign of a person. */
export type BoundPassed = 'hour' | 'day' | 'same' | 'machine';

const HOUR_MS = 3_600_000;
const words = (body: string) => body.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * Whether Ava may answer the latest text of a thread, from its texts of the last day, oldest
 * first, the latest last: undefined when she may, else the bound it passed.
 */
export function boundPassed(recent: readonly StoredText[], bound: AvaBound, now: number): BoundPassed | undefined {
  const asked = recent.filter((t) => t.direction === 'in' && t.kind === null);
  const latest = asked.at(-1);
  if (!latest) return undefined;
  if (asked.length > bound.perDay) return 'day';
  if (asked.filter((t) => t.at > now - HOUR_MS).length > bound.perHour) return 'hour';
  if (asked.slice(0, -1).some((t) => words(t.body) === words(latest.body))) return 'same';
  return machineLike(recent, bound) ? 'machine' : undefined;
}

/** The last `machineRounds` texts in a row each came within `machineSeconds` of our text before it. */
function machineLike(recent: readonly StoredText[], { machineRounds, machineSeconds }: AvaBound): boolean {
  let rounds = 0;
  let ours: StoredText | undefined;
  let quick = 0;
  for (const text of recent) {
    if (text.direction === 'out') {
      ours = text;
      continue;
    }
    if (text.kind !== null) continue;
    rounds++;
    quick = ours && text.at - ours.at <= machineSeconds * 1000 ? quick + 1 : 0;
  }
  return rounds >= machineRounds && quick >= machineRounds;
}

/** The bound passed, in the owner's words. */
export function boundWords(passed: BoundPassed, bound: AvaBound): string {
  switch (passed) {
    case 'hour':
      return `more than ${bound.perHour} texts in an hour`;
    case 'day':
      return `more than ${bound.perDay} texts in a day`;
    case 'same':
      return 'the same words again';
    case 'machine':
      return `${bound.machineRounds} texts in a row, each within ${bound.machineSeconds} seconds of ours: an automatic reply, not a person`;
  }
}
