// What is due for the commercial accounts as time passes, asked each minute by the scheduler (and
// at start, so what the server missed while down is caught up): a proposal's one reminder a week
// after it was sent unanswered, last month's invoices on the first, and the reminders of
// invoices overdue. Each is kept once in the store, so asking again changes nothing.
import type { ProposalStore } from '../accounts/proposal-store.ts';
import type { SettingsSource } from '../../platform/settings/business-settings.ts';
import { billLastMonth, type BillingDeps } from './monthly-invoices.ts';

/** The business's commercial rules are read from its settings at each run. */
export function accountJobs(stores: Omit<BillingDeps, 'rules'> & { proposals: ProposalStore; settings: Pick<SettingsSource, 'current'> }) {
  const rules = stores.settings.current().commercial;
  stores.proposals.remindUnanswered(rules.reminderDays);
  billLastMonth({ ...stores, rules });
  stores.invoices.remindOverdue(rules.overdueReminderDays);
}
