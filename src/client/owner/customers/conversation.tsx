// A customer's conversation with the business: their latest texts (the thread opens to answer),
// their calls with Ava with each summary, and their contact requests.
import type { CustomerRecord } from '../../../common/owner-customers.ts';
import { when } from '../shared/owner-view.tsx';

const section = 'mt-6 rounded-2xl bg-white p-4 ring-1 ring-slate-200';
const sectionTitle = 'text-base font-bold text-brand-950';

export function Conversation({ record }: { record: CustomerRecord }) {
  return (
    <>
      <section aria-label="Texts" className={section}>
        <h4 className={sectionTitle}>Texts</h4>
        {record.thread ? (
          <>
            <ul className="mt-2 grid gap-1.5 text-sm">
              {record.thread.texts.slice(-5).map((text) => (
                <li key={text.id} className={text.author === 'customer' ? 'text-slate-900' : 'text-slate-600'}>
                  <span className="font-semibold">
                    {text.author === 'customer' ? record.name.split(' ')[0] : text.author === 'ava' ? 'Ava' : 'You'}:
                  </span>{' '}
                  {text.body}
                  <span className="text-xs text-slate-500"> · {when(text.at)}</span>
                </li>
              ))}
            </ul>
            <a href={record.thread.href} className="mt-2 inline-flex min-h-8 items-center text-sm font-semibold text-brand-800 underline">
              Open the thread to answer
            </a>
          </>
        ) : (
          <p className="mt-1 text-sm text-slate-600">No texts.</p>
        )}
      </section>
      <section aria-label="Calls" className={section}>
        <h4 className={sectionTitle}>Calls</h4>
        {record.calls.length ? (
          <ul className="mt-2 grid gap-2 text-sm">
            {record.calls.map((call) => (
              <li key={call.id}>
                <span className="font-semibold">{when(call.at)}</span>
                {call.minutes ? ` · ${call.minutes} min` : ''}
                {call.summary ? <span className="block text-slate-700">{call.summary}</span> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-slate-600">No calls.</p>
        )}
      </section>
      <section aria-label="Requests" className={section}>
        <h4 className={sectionTitle}>Requests</h4>
        <ul className="mt-2 grid gap-1 text-sm">
          {record.leads.map((lead) => (
            <li key={lead.id}>
              {when(lead.at)} · {lead.service}
              {lead.notes ? ` · ${lead.notes}` : ''}
            </li>
          ))}
        </ul>
        {record.accounts.length ? (
          <p className="mt-2 text-sm">Billing contact of: {record.accounts.map((a) => `${a.business} (${a.status})`).join(', ')}</p>
        ) : null}
      </section>
    </>
  );
}
