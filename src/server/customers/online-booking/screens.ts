// Where a visitor's booking stands: the first step not yet answered, or the end it reached; and
// which earlier steps they may go back to (any one answered before the step they are on).
import { BOOK_STEPS, type BookScreen, type BookStep } from '../../../common/book-flow.ts';
import { checkZip } from '../../../common/service-area.ts';
import type { Draft } from './draft-store.ts';

/** Whether the details were sent from their screen (a contact form's lead only fills them in beforehand). */
export const detailsSent = (draft: Draft) => draft.fields.confirmed === true;

/** The screen a draft opens on. */
export function screenOf(draft: Draft, zips: readonly string[]): BookScreen {
  if (draft.outcome === 'left') return 'left';
  if (draft.outcome === 'held' && draft.bookingId) return 'held';
  if (draft.outcome === 'booked') return 'booked';
  const { zip, pickup_day, plan, cans, date } = draft.fields;
  if (!zip) return 'zip';
  if (checkZip(zip, zips).kind !== 'served') return 'outside';
  if (!pickup_day) return 'pickup';
  if (!plan) return 'plan';
  if (plan === 'commercial') return 'commercial';
  if (!cans) return 'cans';
  if (!date) return 'date';
  if (!detailsSent(draft)) return 'details';
  return 'code';
}

const isStep = (screen: BookScreen | string): screen is BookStep => (BOOK_STEPS as readonly string[]).includes(screen);

/**
 * The screen a visitor asked for (a step to go back to, or the one a form was sent from), when
 * they may be on it now: a step no later than the one the draft stands at, or that very screen.
 */
export function reachable(draft: Draft, asked: string | undefined, zips: readonly string[]): BookScreen {
  const at = screenOf(draft, zips);
  if (!asked || asked === at) return at;
  if (!isStep(asked) || !isStep(at)) return at;
  return BOOK_STEPS.indexOf(asked) <= BOOK_STEPS.indexOf(at) ? asked : at;
}

/** The steps answered before a screen, in order (for the summary above its form). */
export function stepsBefore(screen: BookScreen): BookStep[] {
  const until: Record<BookScreen, number> = {
    zip: 0,
    pickup: 1,
    plan: 2,
    cans: 3,
    date: 4,
    details: 5,
    code: 6,
    outside: 1,
    commercial: 3,
    left: 0,
    held: 0,
    booked: 0,
  };
  return BOOK_STEPS.slice(0, until[screen]);
}
