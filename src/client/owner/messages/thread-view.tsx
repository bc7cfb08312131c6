// One thread: who the number is (with a link to a lead or booking for a number no customer has),
// every text in order with who wrote it, when, and how far it got (the provider's words when it
// did not arrive), earlier texts on asking, whether Ava answers it, and the owner's reply.
import { useEffect, useState } from 'react';
import { LANGUAGE_NAMES } from '../../../common/languages.ts';
import { TEXT_STATE_WORDS, type TextAuthor, type ThreadDetail, type ThreadText } from '../../../common/text-threads.ts';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../components/ui/button.tsx';
import { ownerApi } from '../shared/owner-api.ts';
import { useOwnerData } from '../shared/owner-data.ts';
import { Announcements, when } from '../shared/owner-view.tsx';
import { AvaSwitch } from './ava-switch.tsx';
import { LinkNumber } from './link-number.tsx';
import { ReplyBox } from './reply-box.tsx';

const AUTHOR_WORDS: Record<TextAuthor, string> = { customer: 'Customer', business: 'Sent automatically', ava: 'Ava', owner: 'You' };

export function ThreadView({ phone }: { phone: string }) {
  const { data, error, load, setError } = useOwnerData('GET /owner/api/threads/:phone', { params: { phone }, refresh: true });
  const [earlier, setEarlier] = useState<{ texts: ThreadText[]; next: string | null } | null>(null);
  const [status, setStatus] = useState('');
  const unread = data?.unread ?? 0;
  // Opening the thread reads it.
  useEffect(() => {
    if (unread > 0) void ownerApi('POST /owner/api/threads/:phone/read', { params: { phone }, body: {} }).catch(() => undefined);
  }, [phone, unread]);
  const more = earlier ? earlier.next : (data?.earlier ?? null);
  const loadEarlier = () =>
    more &&
    ownerApi('GET /owner/api/threads/:phone', { params: { phone }, query: { earlier: more } })
      .then((page) => setEarlier({ texts: [...page.texts, ...(earlier?.texts ?? [])], next: page.earlier }))
      .catch((problem: Error) => setError(problem.message));
  const done = (words: string) => {
    setStatus(words);
    setError('');
    void load();
  };
  return (
    <article aria-labelledby="thread-name">
      <h3 id="thread-name" className="text-xl font-extrabold text-brand-950">
        {data ? (data.customer?.name ?? data.display) : 'Thread'}
      </h3>
      {data ? <ThreadHead thread={data} onChanged={done} onError={setError} /> : null}
      {more ? (
        <Button type="button" variant="secondary" size="sm" className="mt-4" onClick={() => void loadEarlier()}>
          Earlier texts
        </Button>
      ) : null}
      {data ? <TextList texts={[...(earlier?.texts ?? []), ...data.texts]} /> : null}
      {data ? <ReplyBox phone={phone} canReply={data.reply} onSent={done} onError={setError} /> : null}
      <Announcements status={status} error={error} />
    </article>
  );
}

function ThreadHead({
  thread,
  onChanged,
  onError,
}: {
  thread: ThreadDetail;
  onChanged: (words: string) => void;
  onError: (e: string) => void;
}) {
  const { customer } = thread;
  return (
    <div className="mt-3 grid gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <p className="text-sm text-slate-700">
        <a className="font-semibold text-brand-800 underline" href={`tel:${thread.phone}`}>
          {thread.display}
        </a>
        {customer ? ` · ${LANGUAGE_NAMES[customer.language].english}` : ' · Not a customer we know'}
        {customer?.booking ? ` · Booking ${customer.booking.reference}` : ''}
      </p>
      {customer ? null : <LinkNumber phone={thread.phone} onLinked={onChanged} onError={onError} />}
      {thread.ava.on ? <AvaSwitch phone={thread.phone} ava={thread.ava} onChanged={onChanged} onError={onError} /> : null}
    </div>
  );
}

function TextList({ texts }: { texts: ThreadText[] }) {
  return (
    <ol className="mt-4 grid gap-2" aria-label="Texts">
      {texts.map((text) => (
        <TextBubble key={text.id} text={text} />
      ))}
    </ol>
  );
}

function TextBubble({ text }: { text: ThreadText }) {
  const theirs = text.author === 'customer';
  const lost = text.state === 'undelivered' || text.state === 'failed';
  return (
    <li
      className={cn(
        'max-w-[85%] rounded-2xl px-4 py-2.5',
        theirs ? 'justify-self-start bg-white ring-1 ring-slate-200' : 'justify-self-end bg-brand-50 ring-1 ring-brand-200',
        lost && 'ring-2 ring-red-300',
      )}
    >
      <p className="text-xs font-semibold text-slate-600">
        {AUTHOR_WORDS[text.author]}
        {text.about ? ` · ${text.about}` : ''}
        {text.sentBy ? ` · ${text.sentBy}` : ''}
      </p>
      <p className="mt-0.5 text-base whitespace-pre-wrap text-slate-900">{text.body}</p>
      <p className={cn('mt-1 text-xs', lost ? 'font-semibold text-red-700' : 'text-slate-600')}>
        {when(text.at)}
        {theirs ? '' : ` · ${text.sendAt ? `Goes at ${when(text.sendAt)}` : TEXT_STATE_WORDS[text.state]}`}
        {text.problem ? `: ${text.problem}` : ''}
      </p>
    </li>
  );
}
