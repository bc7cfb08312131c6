// A membership plan at another rhythm, set as the owner sets a plan: one version of the settings.
import { everyWeeksWords } from '../../src/common/plan-rules.ts';
import type { BusinessSettings } from '../../src/server/platform/settings/business-settings.ts';

/** The default membership recurring every `weeks` weeks from now on (its card's words to match). */
export function membershipEvery(settings: BusinessSettings, weeks: number): void {
  const config = settings.current();
  const plans = config.plans.map((plan) =>
    plan.id === 'membership' ? { ...plan, everyWeeks: weeks, frequency: everyWeeksWords(weeks) } : plan,
  );
  const answer = settings.change({ ...config, plans }, 'test', 'Prices and plans');
  if (!answer.ok) throw new Error(`the membership every ${weeks} weeks was refused: ${JSON.stringify(answer.problems)}`);
}
