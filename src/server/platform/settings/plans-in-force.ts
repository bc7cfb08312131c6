// The plans as the owner last set them, for the words a booking is named by in every e-mail, page,
// list and text (its plan may be one the owner added). The server's stores point this at their
// settings when they open; before that, or once their database is closed (a command on no data,
// an app stopped), the defaults a new install has.
import { siteConfig } from '../../../common/site-config.ts';
import type { PricingPlan } from '../../../common/site-config.schema.ts';

let source: () => readonly PricingPlan[] = () => siteConfig.plans;

/** The plans in force now. */
export const plansInForce = (): readonly PricingPlan[] => source();

/** Reads the plans from this provider from now on, while `open` says its database is. */
export function readPlansFrom(settings: { current(): { plans: readonly PricingPlan[] } }, open: () => boolean): void {
  source = () => (open() ? settings.current().plans : siteConfig.plans);
}
