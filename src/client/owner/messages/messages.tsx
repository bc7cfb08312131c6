// The owner's Messages: a thread per phone number, newest first, 30 at a time with older ones on
// asking, each with who the number is, its latest text, and what is unread or waiting for an
// answer; a thread opens at its own address ('#messages/+14045550123'), so the e-mail's link, a
// reload and the back button land on it.
import { OlderButton, useOlderPages } from '../shared/older-pages.tsx';
import { useAddress } from '../shared/use-address.ts';
import type { TextAuthor, ThreadSummary } from '../../../common/text-threads.ts';
import { cn } from '../../lib/cn.ts';
import { ownerApi } from '../shared/owner-api.ts';
import { useOwnerData } from '../shared/owner-data.ts';
import { Announcements, OwnerPage, when } from '../shared/owner-view.tsx';
import { ThreadView } from './thread-view.tsx';

const PREFIX = '#messages/';

/** Who wrote the latest text, before its words. */
const LAST_BY: Record<TextAuthor, string> = { customer: '', owner: 'You: ', ava: 'Ava: ', business: 'Sent: ' };

/** The thread the address names, if any. */
const phoneOfAddress = () => (location.hash.startsWith(PREFIX) ? decodeURIComponent(location.hash.slice(PREFIX.length)) : null);

export const threadHref = (phone: string) => `${PREFIX}${encodeURIComponent(phone)}`;

export function Messages() {
  const phone = useAddress(phoneOfAddress);
  return phone ? <ThreadView phone={phone} /> : <ThreadList />;
}

function ThreadList() {
  const { data, error } = useOwnerData('GET /owner/api/threads', { refresh: true });
  const pages = useOlderPages(
    data && { rows: data.threads, next: data.next },
    (before) => ownerApi('GET /owner/api/threads', { query: { before } }).then((page) => ({ rows: page.threads, next: page.next })),
    (thread) => thread.phone,
  );
  const threads = pages.rows;
  return (
    <OwnerPage title="Messages">
      <p className="mt-1 text-sm text-slate-600">
        {data ? `${data.unread} unread` : ''}
        {data ? ' · Texts from customers, and everything the business sent them.' : ''}
      </p>
      {data === null ? null : threads.length === 0 ? (
        <p className="mt-4 text-slate-700">No texts yet.</p>
      ) : (
        <ul className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-2" aria-label="Threads">
          {threads.map((thread) => (
            <ThreadRow key={thread.phone} thread={thread} />
          ))}
        </ul>
      )}
      <OlderButton pages={pages}>Older threads</OlderButton>
      <Announcements status="" error={error || pages.error} />
    </OwnerPage>
  );
}

function ThreadRow({ thread }: { thread: ThreadSummary }) {
  const who = thread.customer?.name ?? thread.display;
  return (
    <li>
      <a
        href={threadHref(thread.phone)}
        className={cn(
          'block rounded-2xl bg-white p-4 ring-1 ring-slate-200 hover:ring-brand-400 focus-visible:ring-2 focus-visible:ring-brand-700',
          thread.unread > 0 && 'ring-brand-300',
        )}
      >
        <span className="flex items-baseline justify-between gap-3">
          <strong className={cn('truncate text-base text-brand-950', thread.unread > 0 && 'font-extrabold')}>{who}</strong>
          <span className="shrink-0 text-xs text-slate-500">{when(thread.lastAt)}</span>
        </span>
        <span className="mt-0.5 block truncate text-sm text-slate-700">
          {LAST_BY[thread.lastAuthor]}
          {thread.last}
        </span>
        <span className="mt-1 flex flex-wrap gap-1.5 text-xs font-semibold">
          {thread.customer ? <span className="text-slate-500">{thread.display}</span> : null}
          {thread.unread > 0 ? <span className="rounded-full bg-brand-700 px-2 py-0.5 text-white">{thread.unread} unread</span> : null}
          {thread.awaiting ? <span className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-900">Waiting for an answer</span> : null}
        </span>
      </a>
    </li>
  );
}
