// Commercial accounts: the list with what is overdue, one account, its end, and their invoices
// for Payments. Served by money's account flow (server/money/account-flow/).
import type { AccountDetail, AccountInvoiceRow, AccountSummary } from '../owner-accounts.ts';
import { z } from 'zod';
import type { RoutesOf } from './contract.ts';
import { id, pageCursor } from './request-parts.ts';

export interface AccountAnswers {
  /** 30 a page, newest first; what is overdue across all of them. */
  'GET /owner/api/accounts': { accounts: AccountSummary[]; next: string | null; overdue: { count: number; total: string } };
  'GET /owner/api/accounts/:id': AccountDetail;
  /** Ended with the terms' notice: visits after its last day cancelled, the customer told. */
  'POST /owner/api/accounts/:id/end': AccountDetail;
  /** For Payments: the accounts' invoices overdue (the longest first, 50 at most, and how many and how much in all), and the latest 20 Stripe has. */
  'GET /owner/api/account-invoices': { overdue: AccountInvoiceRow[]; count: number; total: string; recent: AccountInvoiceRow[] };
}

export const ACCOUNT_ROUTES = {
  'GET /owner/api/accounts': { access: 'owner', query: z.object({ before: pageCursor }) },
  'GET /owner/api/accounts/:id': { access: 'owner', params: id, invalid: 'No such account.' },
  'POST /owner/api/accounts/:id/end': { access: 'owner', params: id, invalid: 'No such account.' },
  'GET /owner/api/account-invoices': { access: 'owner' },
} as const satisfies RoutesOf<AccountAnswers>;
