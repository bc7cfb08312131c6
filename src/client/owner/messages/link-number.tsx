// A number no customer has (a work phone, a spouse's) linked to a lead: the owner searches the
// leads by name, phone or street and picks one; the thread then shows that customer.
import { useState } from 'react';
import type { InboxLeadRow } from '../../../common/owner-inbox.ts';
import { Button } from '../../components/ui/button.tsx';
import { ownerApi } from '../shared/owner-api.ts';
import { Choose, field } from '../shared/owner-view.tsx';

interface LinkProps {
  phone: string;
  onLinked: (words: string) => void;
  onError: (error: string) => void;
}

export function LinkNumber({ phone, onLinked, onError }: LinkProps) {
  const [q, setQ] = useState('');
  const [found, setFound] = useState<InboxLeadRow[] | null>(null);
  const [leadId, setLeadId] = useState('');
  const search = () =>
    void ownerApi('GET /owner/api/leads', { query: { q } })
      .then((answer) => setFound(answer.leads.slice(0, 20)))
      .catch((problem: Error) => onError(problem.message));
  const link = () =>
    void ownerApi('POST /owner/api/threads/:phone/link', { params: { phone }, body: { leadId } })
      .then((thread) => onLinked(`Linked to ${thread.customer?.name ?? 'the lead'}.`))
      .catch((problem: Error) => onError(problem.message));
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-semibold text-brand-800">Link this number to a lead</summary>
      <div className="mt-2 flex flex-wrap items-end gap-2">
        <label className="grow text-sm font-semibold text-slate-800">
          Find a lead (name, phone or street)
          <input className={field} type="search" value={q} onChange={(e) => setQ(e.target.value)} />
        </label>
        <Button type="button" size="sm" variant="secondary" onClick={search}>
          Find
        </Button>
      </div>
      {found && found.length === 0 ? <p className="mt-2 text-slate-700">No lead matches.</p> : null}
      {found && found.length > 0 ? (
        <div className="mt-2 flex flex-wrap items-end gap-2">
          <Choose
            label="Lead"
            placeholder="Choose a lead"
            options={found.map((lead) => ({ value: lead.id, words: `${lead.name} · ${lead.street}` }))}
            value={leadId}
            onChange={setLeadId}
          />
          <Button type="button" size="sm" disabled={!leadId} onClick={link}>
            Link
          </Button>
        </div>
      ) : null}
    </details>
  );
}
