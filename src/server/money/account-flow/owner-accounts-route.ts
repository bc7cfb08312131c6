// The owner's commercial accounts: the list (with what is overdue), each account whole (its
// addresses on the route, visits given, invoices, the signature that made it), its end with the
// terms' notice, and the invoices overdue across all of them (Payments shows them).
import type { FastifyInstance } from 'fastify';
import { money$ } from '../../../common/proposals.ts';
import { endAccount } from './end-account.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import { accountDetail, accountSummary, invoiceRow, type AccountViewDeps } from './account-views.ts';
import { ownerRoute } from '../../platform/http/owner-route.ts';

export interface AccountsRouteOptions extends AccountViewDeps {
  outbox: Outbox;
  /** Whether customers' e-mail is on (an account's end is told by e-mail). */
  mail: { customer: boolean };
}

export async function accountsRoutes(app: FastifyInstance, options: AccountsRouteOptions) {
  const { accounts, invoices } = options;
  const deps = options;

  ownerRoute(app, 'GET /owner/api/accounts', async (request, reply) => {
    const page = accounts.page({ before: request.query.before });
    const overdue = invoices.overdue(500);
    const owed = new Map<string, number>();
    for (const invoice of overdue.invoices)
      owed.set(invoice.accountId, (owed.get(invoice.accountId) ?? 0) + invoice.totalCents - invoice.paidCents);
    return reply.send({
      accounts: page.rows.map((account) => accountSummary(deps, account, owed.get(account.id))),
      next: page.next,
      overdue: { count: overdue.count, total: money$(overdue.cents) },
    });
  });

  ownerRoute(app, 'GET /owner/api/accounts/:id', async (request, reply) => {
    const found = accountDetail(deps, request.params.id);
    return found ? reply.send(found) : reply.code(404).send({ error: 'No such account.' });
  });

  ownerRoute(app, 'POST /owner/api/accounts/:id/end', async (request, reply) => {
    const account = accounts.get(request.params.id);
    if (!account) return reply.code(404).send({ error: 'No such account.' });
    if (!endAccount(options, account.id, options.settings.current().commercial.noticeDays))
      return reply.code(409).send({ error: 'This account has already ended.' });
    request.log.info({ account: account.id }, 'account ended with notice');
    return reply.send(accountDetail(deps, account.id)!);
  });

  ownerRoute(app, 'GET /owner/api/account-invoices', async (_request, reply) => {
    const overdue = invoices.overdue(50);
    return reply.send({
      overdue: overdue.invoices.map((invoice) => invoiceRow(deps, invoice)),
      count: overdue.count,
      total: money$(overdue.cents),
      recent: invoices.recent(20).map((invoice) => invoiceRow(deps, invoice)),
    });
  });
}
