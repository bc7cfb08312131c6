// What is due for the commercial accounts as time passes, asked each minute by the scheduler (and
// at start, so what the server missed while down is caught up): a proposal's one reminder a week
// after it was sent unanswered, last month's invoices on the first, and the reminders of
// invoices overdue. Each is kept once in the store, so asking again changes nothing.
import { siteConfig } from '../../../common/site-config.ts';
import type { ProposalStore } from '../accounts/proposal-store.ts';
import { billLastMonth, type BillingDeps } from './monthly-invoices.ts';

export function accountJobs(stores: Omit<BillingDeps, 'rules'> & { proposals: ProposalStore }, rules = siteConfig.commercial) {
  stores.proposals.remindUnanswered(rules.reminderDays);
  billLastMonth({ ...stores, rules });
  stores.invoices.remindOverdue(rules.overdueReminderDays);
}
