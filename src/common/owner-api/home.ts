// Home: the business at a glance. Served by the app (server/app/owner/home-route.ts) from the
// workspace (server/app/workspace/), which composes each area's figures.
import type { HomeFigures } from '../owner-home.ts';
import type { RoutesOf } from './contract.ts';

export interface HomeAnswers {
  /** The business at a glance: members, monthly revenue, money, leads, room ahead, the day's route. */
  'GET /owner/api/home': HomeFigures;
}

export const HOME_ROUTES = {
  'GET /owner/api/home': { access: 'owner' },
} as const satisfies RoutesOf<HomeAnswers>;
