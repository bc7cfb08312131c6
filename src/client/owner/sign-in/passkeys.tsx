// The owner's passkeys: add one (the phone asks for a fingerprint or face), see when each was
// added and last used, remove any. Signing in with a passkey then needs no code.
import { startRegistration } from '@simplewebauthn/browser';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { ownerApi } from '../shared/owner-api.ts';
import { Announcements, OwnerPage, RemovableRow, when } from '../shared/owner-view.tsx';
import { useOwnerData } from '../shared/owner-data.ts';

export function Passkeys() {
  const { data, error, setError, load } = useOwnerData('GET /owner/api/passkeys');
  const [status, setStatus] = useState('');
  const list = data?.passkeys ?? null;

  const add = async () => {
    setError('');
    try {
      const options = await ownerApi('POST /owner/api/passkeys/options', { body: {} });
      const answer = await startRegistration({ optionsJSON: options }).catch(() => {
        throw new Error('No passkey was made. Please try again.');
      });
      await ownerApi('POST /owner/api/passkeys', { body: answer });
      setStatus('Passkey added. Next time, sign in with it.');
      await load();
    } catch (problem) {
      setError((problem as Error).message);
    }
  };

  const remove = async (id: string) => {
    setError('');
    try {
      await ownerApi('DELETE /owner/api/passkeys/:id', { params: { id } });
      setStatus('Passkey removed.');
      await load();
    } catch (problem) {
      setError((problem as Error).message);
    }
  };

  return (
    <OwnerPage title="Passkeys">
      <p className="mt-1 text-sm text-slate-600">Sign in with your phone’s fingerprint or face instead of a code.</p>
      <Button type="button" className="mt-4" onClick={() => void add()}>
        Add a passkey
      </Button>
      {list === null ? null : list.length === 0 ? (
        <p className="mt-4 text-slate-700">No passkeys yet.</p>
      ) : (
        <ul className="mt-4 grid gap-3" aria-label="Your passkeys">
          {list.map((passkey, index) => (
            <RemovableRow
              key={passkey.id}
              title={`Passkey ${index + 1}`}
              detail={`Added ${when(passkey.createdAt)}; last used ${passkey.usedAt === null ? 'never' : when(passkey.usedAt)}`}
              onRemove={() => void remove(passkey.id)}
              removeLabel={`Remove passkey ${index + 1}`}
            />
          ))}
        </ul>
      )}
      <Announcements status={status} error={error} />
    </OwnerPage>
  );
}
