// Where each page of Accounts lives ('#accounts/proposal/<id>', '#accounts/<account>'; Payments
// links to an account), and the marks of a proposal's state and an invoice's.
import type { InvoiceStateName, ProposalStateName } from '../../../common/owner-accounts.ts';
import { cn } from '../../lib/cn.ts';

export const PREFIX = '#accounts/';
export const proposalHref = (id: string) => `${PREFIX}proposal/${encodeURIComponent(id)}`;
export const accountHref = (id: string) => `${PREFIX}${encodeURIComponent(id)}`;

const STATE_WORDS: Record<ProposalStateName, string> = { draft: 'Draft', sent: 'Sent', accepted: 'Accepted', replaced: 'Replaced' };

export function ProposalState({ state }: { state: ProposalStateName }) {
  return (
    <span
      className={cn(
        'ml-2 rounded-full px-2 py-0.5 text-xs font-bold',
        state === 'accepted'
          ? 'bg-brand-100 text-brand-900'
          : state === 'sent'
            ? 'bg-amber-100 text-amber-900'
            : 'bg-slate-100 text-slate-700',
      )}
    >
      {STATE_WORDS[state]}
    </span>
  );
}

const INVOICE_WORDS: Record<InvoiceStateName, string> = {
  pending: 'Being made',
  open: 'Sent',
  overdue: 'Overdue',
  paid: 'Paid',
  void: 'Voided',
  uncollectible: 'Uncollectible',
};

export function InvoiceMark({ state }: { state: InvoiceStateName }) {
  return (
    <span
      className={cn(
        'ml-2 rounded-full px-2 py-0.5 text-xs font-bold',
        state === 'paid'
          ? 'bg-brand-100 text-brand-900'
          : state === 'overdue'
            ? 'bg-amber-100 text-amber-950'
            : 'bg-slate-100 text-slate-700',
      )}
    >
      {INVOICE_WORDS[state]}
    </span>
  );
}
