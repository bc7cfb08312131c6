// Signing in: a passkey first (one touch on a phone that has one), or the address and then the
// code from the e-mail. Every answer from the server shows as text the screen reader announces.
import { startAuthentication } from '@simplewebauthn/browser';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import type { OwnerSession } from '../../../common/owner-inbox.ts';
import { ownerApi, type OwnerApiError } from '../shared/owner-api.ts';
import { Announcements, field } from '../shared/owner-view.tsx';

/** Where signing in stands, and its three ways: a passkey, a code asked for, a code given. */
function useSignIn(onSignedIn: (session: OwnerSession) => void) {
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError('');
    try {
      await work();
    } catch (problem) {
      setError((problem as OwnerApiError).message || 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const { message } = await ownerApi('POST /owner/api/sign-in/code', { body: { email } });
      setStatus(message);
      setStep('code');
    });
  };

  const verify = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => onSignedIn(await ownerApi('POST /owner/api/sign-in/verify', { body: { email, code } })));
  };

  const withPasskey = () =>
    run(async () => {
      const options = await ownerApi('POST /owner/api/sign-in/passkey/options', { body: {} });
      const answer = await startAuthentication({ optionsJSON: options }).catch(() => {
        throw new Error('The passkey was not used. Try again, or sign in with a code.');
      });
      onSignedIn(await ownerApi('POST /owner/api/sign-in/passkey', { body: answer }));
    });

  const back = () => setStep('email');
  return { email, setEmail, code, setCode, step, back, status, error, busy, sendCode, verify, withPasskey };
}

export function SignIn({ onSignedIn }: { onSignedIn: (session: OwnerSession) => void }) {
  const { email, setEmail, code, setCode, step, back, status, error, busy, sendCode, verify, withPasskey } = useSignIn(onSignedIn);
  return (
    <main className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-2xl font-extrabold text-brand-950">Sign in to the inbox</h1>
      <p className="mt-2 text-slate-600">For the business’s owners and crew.</p>
      <Button type="button" size="lg" className="mt-8 w-full" onClick={() => void withPasskey()} disabled={busy}>
        Sign in with a passkey
      </Button>
      <p className="mt-8 text-sm font-semibold text-slate-500">Or get a code by e-mail</p>
      {step === 'email' ? (
        <form onSubmit={sendCode} className="mt-3 grid gap-4" aria-label="Get a sign-in code">
          <label className="text-sm font-semibold text-slate-800">
            E-mail address
            <input className={field} type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          </label>
          <Button type="submit" variant="secondary" disabled={busy}>
            Send me a code
          </Button>
        </form>
      ) : (
        <form onSubmit={verify} className="mt-3 grid gap-4" aria-label="Enter your sign-in code">
          <label className="text-sm font-semibold text-slate-800">
            The 6-digit code from the e-mail
            <input
              className={field}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={6}
              required
              value={code}
              onChange={(e) => setCode(e.target.value.trim())}
            />
          </label>
          <Button type="submit" disabled={busy}>
            Sign in
          </Button>
          <button type="button" className="justify-self-start text-sm font-semibold text-brand-800 underline" onClick={back}>
            Use another address, or send a new code
          </button>
        </form>
      )}
      <Announcements status={status} error={error} />
    </main>
  );
}
