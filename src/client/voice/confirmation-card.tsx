import { CalendarCheck } from 'lucide-react';
import type { CallConfirmation } from '../../common/call-confirmation.ts';
import { formatPhone } from '../../common/phone.ts';

/** What book_service confirmed during the call, from its own result. */
export function ConfirmationCard({ confirmation }: { confirmation: CallConfirmation }) {
  const rows = [
    ['Name', confirmation.name],
    ['Where', `${confirmation.street}, ${confirmation.zip}`],
    ['When', confirmation.day],
    ['Next', `We'll text ${formatPhone(confirmation.mobile)} to confirm the day.`],
    ['Reference', confirmation.reference],
  ];
  return (
    <section aria-labelledby="confirmation-title" className="mt-3 rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-200">
      <h3 id="confirmation-title" className="flex items-center gap-2 font-bold text-brand-900">
        <CalendarCheck aria-hidden="true" className="size-5 text-brand-700" /> Booked: {confirmation.serviceType}
      </h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-slate-600">{term}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
