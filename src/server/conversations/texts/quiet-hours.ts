// No text leaves in the quiet hours (before 08:00 or from 21:00, local): one due then waits for
// the morning.
import type { TextRules } from '../../../common/site-config.schema.ts';
import type { BusinessCalendar } from '../../platform/clock/business-calendar.ts';

const pad = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** How long a text due now must wait (0 outside the quiet hours). */
export function quietWait(calendar: BusinessCalendar, rules: Pick<TextRules, 'quietUntil' | 'quietFrom'>, now: number): number {
  const hour = calendar.hourOf(now);
  if (hour >= rules.quietUntil && hour < rules.quietFrom) return 0;
  const today = calendar.dateOf(now);
  const morning = hour < rules.quietUntil ? today : calendar.addDays(today, 1);
  return calendar.instantAt(morning, pad(rules.quietUntil)) - now;
}
