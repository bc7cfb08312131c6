// Home's figures after the cleans: the last 30 days' ratings (how many, their average, by truck)
// and the tips taken (by truck), each truck by its name; a clean with no truck (a business of one
// truck before the first was named) reads 'No truck'.
import type { AfterCleanFigures, Money } from '../../../common/owner-home.ts';
import { money$ } from '../../../common/proposals.ts';
import { averageStars } from '../../../common/visit-page.ts';
import type { RatingStore } from '../../field/ratings/rating-store.ts';
import type { TruckStore } from '../../field/trucks/truck-store.ts';
import type { TipStore } from '../../money/payments/tip-store.ts';

/** How far back Home's ratings and tips reach, in days. */
export const AFTER_CLEAN_DAYS = 30;

export interface AfterCleanDeps {
  ratings: Pick<RatingStore, 'figures'>;
  tips: Pick<TipStore, 'figures'>;
  trucks: Pick<TruckStore, 'get'>;
}

const money = (cents: number): Money => ({ cents, words: money$(cents) });

export function afterCleanFigures({ ratings, tips, trucks }: AfterCleanDeps, now: number): AfterCleanFigures {
  const from = now - AFTER_CLEAN_DAYS * 86_400_000;
  const truckName = (id: string | null) => (id && trucks.get(id)?.name) || 'No truck';
  const rated = ratings.figures(from, now + 1);
  const tipped = tips.figures(from, now + 1);
  return {
    ratings: {
      count: rated.count,
      average: rated.count ? averageStars(rated.stars, rated.count) : null,
      byTruck: rated.byTruck.map((t) => ({ truck: truckName(t.truckId), count: t.count, average: averageStars(t.stars, t.count) })),
    },
    tips: {
      total: money(tipped.cents),
      count: tipped.count,
      byTruck: tipped.byTruck.map((t) => ({ truck: truckName(t.truckId), total: money(t.cents), count: t.count })),
    },
  };
}
