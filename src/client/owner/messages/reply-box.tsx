// The owner's reply on a thread: what it costs as they type (characters, texts, and whether one
// character turns it into the 70-a-text alphabet), refused in the server's words (a STOP, a
// landline), and in the quiet hours the morning offered: one press sends it then.
import { useId, useState, type FormEvent } from 'react';
import { segmentsOf } from '../../../common/sms-segments.ts';
import type { ThreadDetail } from '../../../common/text-threads.ts';
import { TEXT_MAX } from '../../../common/owner-api/messages.ts';
import { Button } from '../../components/ui/button.tsx';
import { OwnerApiError, ownerApi } from '../shared/owner-api.ts';
import { field } from '../shared/owner-view.tsx';

/** 'GSM-7' and 'UCS-2' in the owner's words. */
const ALPHABET = { 'GSM-7': 'plain characters', 'UCS-2': 'special characters (70 a text)' } as const;

export function costWords(text: string): string {
  if (!text) return `Up to ${TEXT_MAX} characters.`;
  const { encoding, segments } = segmentsOf(text);
  return `${text.length} characters · ${segments} ${segments === 1 ? 'text' : 'texts'} · ${ALPHABET[encoding]}`;
}

interface ReplyProps {
  phone: string;
  canReply: ThreadDetail['reply'];
  onSent: (words: string) => void;
  onError: (error: string) => void;
}

export function ReplyBox({ phone, canReply, onSent, onError }: ReplyProps) {
  const [text, setText] = useState('');
  const [sendsAt, setSendsAt] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  if (!canReply.ok)
    return (
      <p className="mt-4 rounded-2xl bg-slate-100 p-4 text-sm text-slate-800">
        <strong>No reply can go: </strong>
        {canReply.why}
      </p>
    );
  const send = (later: boolean) => {
    setBusy(true);
    ownerApi('POST /owner/api/threads/:phone/reply', { params: { phone }, body: { text, later } })
      .then((answer) => {
        setText('');
        setSendsAt(null);
        onSent(answer.text.state === 'waiting' ? `Your reply goes at ${sendsAt ?? 'the end of the quiet hours'}.` : 'Reply sent.');
      })
      .catch((problem: Error) => {
        setSendsAt(problem instanceof OwnerApiError ? (problem.refusal.sendsAt ?? null) : null);
        onError(problem.message);
      })
      .finally(() => setBusy(false));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(false);
  };
  return (
    <form className="mt-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200" onSubmit={submit}>
      <label htmlFor={`${id}-text`} className="text-sm font-semibold text-slate-800">
        Your reply
      </label>
      <textarea
        id={`${id}-text`}
        className={field}
        rows={3}
        maxLength={TEXT_MAX}
        value={text}
        aria-describedby={`${id}-cost`}
        onChange={(e) => {
          setText(e.target.value);
          setSendsAt(null);
        }}
      />
      <p id={`${id}-cost`} className="mt-1 text-xs text-slate-600">
        {costWords(text)}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={busy || !text.trim()}>
          Send
        </Button>
        {sendsAt ? (
          <Button type="button" size="sm" variant="secondary" disabled={busy} onClick={() => send(true)}>
            Send at {sendsAt}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
