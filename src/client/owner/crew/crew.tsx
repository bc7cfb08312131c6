// The crew, as the owner manages it: who may sign in to see Today and mark its stops. Adding an
// address lets that person ask for a sign-in code at once; removing one signs them out
// everywhere. Addresses set in the server's settings (CREW_EMAILS) are listed, changed there.
// The trucks they drive are set up below (trucks.tsx).
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { ownerApi } from '../shared/owner-api.ts';
import { Announcements, field, OwnerPage, RemovableRow } from '../shared/owner-view.tsx';
import { useOwnerData } from '../shared/owner-data.ts';
import { Trucks } from './trucks.tsx';

export function Crew() {
  const { data, error, setError, load } = useOwnerData('GET /owner/api/crew');
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState('');

  const change = async (work: () => Promise<unknown>, done: string) => {
    setError('');
    setStatus('');
    try {
      await work();
      setStatus(done);
      await load();
    } catch (problem) {
      setError((problem as Error).message);
    }
  };
  const add = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    void change(() => ownerApi('POST /owner/api/crew', { body: { email: address } }), `${address} can sign in now: Today only.`).then(() =>
      setEmail(''),
    );
  };
  const remove = (address: string) =>
    void change(
      () => ownerApi('DELETE /owner/api/crew/:email', { params: { email: address } }),
      `${address} is off the crew and signed out.`,
    );

  return (
    <OwnerPage title="Crew">
      <p className="mt-1 text-sm text-slate-600">
        The crew signs in here the same way (a code by e-mail, or a passkey) and sees Today only: the route, its marks and photos. Each mark
        and photo says who made it.
      </p>
      <form onSubmit={add} className="mt-4 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end" aria-label="Add a crew member">
        <label className="text-sm font-semibold text-slate-800">
          Crew member’s e-mail
          <input className={field} type="email" autoComplete="off" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <Button type="submit">Add to the crew</Button>
      </form>
      {data === null ? null : data.crew.length === 0 ? (
        <p className="mt-4 text-slate-700">No crew yet: only the owners sign in.</p>
      ) : (
        <ul className="mt-4 grid gap-3" aria-label="The crew">
          {data.crew.map((member) => (
            <RemovableRow
              key={member.email}
              title={member.email}
              detail={member.fromSettings ? 'Set in the server’s settings (CREW_EMAILS)' : 'Added here'}
              onRemove={member.fromSettings ? undefined : () => remove(member.email)}
              removeLabel={`Remove ${member.email}`}
            />
          ))}
        </ul>
      )}
      <Announcements status={status} error={error} />
      <Trucks />
    </OwnerPage>
  );
}
