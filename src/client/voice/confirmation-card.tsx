import { CalendarCheck } from 'lucide-react';
import type { CallConfirmation } from '../../common/call-confirmation.ts';
import { Facts } from '../components/facts.tsx';
import { usePanelCopy } from '../copy/panel-copy.tsx';

/** What book_service confirmed during the call, from its own result. */
export function ConfirmationCard({ confirmation }: { confirmation: CallConfirmation }) {
  const words = usePanelCopy().confirmation;
  const rows: [string, string][] = [
    [words.when, confirmation.when],
    [words.plan, `${confirmation.plan}, ${confirmation.price}`],
    [words.name, confirmation.name],
    [words.where, `${confirmation.street}, ${confirmation.zip}`],
    [words.reference, confirmation.reference],
    [words.next, words.onItsWay(confirmation.email)],
  ];
  return (
    <section aria-labelledby="confirmation-title" className="mt-3 rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-200">
      <h3 id="confirmation-title" className="flex items-center gap-2 font-bold text-brand-900">
        <CalendarCheck aria-hidden="true" className="size-5 text-brand-700" /> {words.booked(confirmation.plan)}
      </h3>
      <Facts rows={rows} className="mt-2 gap-x-3 gap-y-1 text-sm" />
    </section>
  );
}
