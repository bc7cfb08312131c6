// After the contact form: 'Have Ava call me now' for the lead just sent. Its code and words are
// fetched only when the server offers the call, so the first screen carries none of it.
import { useState, type FormEvent } from 'react';
import { CALL_BACK_COPY, CALL_BACK_PATH, type CallBackAnswer } from '../../../common/copy/call-back-copy.ts';
import type { Language } from '../../../common/languages.ts';
import { CallBackForm } from '../../components/call-back-form.tsx';
import { HttpError, postJson } from '../../lib/http.ts';
import type { ContactCallBack } from './submit-contact.ts';

/** The server's words from a refusal's body (a number that said STOP), else the failure's own. */
function saidIn(error: unknown, language: Language): string {
  if (error instanceof HttpError && error.status === 409) {
    try {
      return (JSON.parse(error.message.replace(/^\d+: /, '')) as CallBackAnswer).said;
    } catch {
      // not the server's answer: the failure's words below
    }
  }
  return CALL_BACK_COPY[language].failed;
}

export default function ContactCallBackPart({ offer, language }: { offer: ContactCallBack; language: Language }) {
  const [said, setSaid] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | undefined>();
  const ask = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setFailed(undefined);
    try {
      const answer = (await postJson(new URL(CALL_BACK_PATH, document.baseURI).href, { offer: offer.offer, language })) as CallBackAnswer;
      setSaid(answer.said);
    } catch (error) {
      const words = saidIn(error, language);
      if (error instanceof HttpError && error.status === 409) setSaid(words);
      else setFailed(words);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mt-5 grid gap-2">
      <CallBackForm
        language={language}
        offer={said ? { said } : { consent: offer.consent }}
        action={CALL_BACK_PATH}
        fields={{ offer: offer.offer, language }}
        onSubmit={(event) => void ask(event)}
        busy={busy}
      />
      {failed ? (
        <p role="alert" className="font-semibold text-red-800">
          {failed}
        </p>
      ) : null}
    </div>
  );
}
