// The owner's Messages: a thread per phone number, newest first, 30 at a time with older ones on
// asking, each with who the number is, its latest text, and what is unread or waiting for an
// answer; a thread opens at its own address ('#messages/+14045550123'), so the e-mail's link, a
// reload and the back button land on it. The unhappy ratings waiting for an answer come first.
import { OlderButton, useOlderPages } from '../shared/older-pages.tsx';
import { addressParam, itemAt, useAddress } from '../shared/use-address.ts';
import type { TextAuthor, ThreadSummary } from '../../../common/text-threads.ts';
import { cn } from '../../lib/cn.ts';
import { ownerApi } from '../shared/owner-api.ts';
import { useOwnerData } from '../shared/owner-data.ts';
import { oneOf, PanelError, OwnerPage, when } from '../shared/owner-view.tsx';
import { ThreadView } from './thread-view.tsx';
import { ListAndDetail } from '../shared/list-and-detail.tsx';
import { FilterChips } from '../shared/filter-chips.tsx';
import { useState } from 'react';
import { LoadFailed, Loading } from '../shared/load-states.tsx';
import { UnhappyRatings } from './unhappy-ratings.tsx';

const PREFIX = '#messages/';

/** Who wrote the latest text, before its words. */
const LAST_BY: Record<TextAuthor, string> = { customer: '', owner: 'You: ', ava: 'Ava: ', business: 'Sent: ' };

/** The thread the address names, if any. */
const phoneOfAddress = itemAt(PREFIX);

export const threadHref = (phone: string) => `${PREFIX}${encodeURIComponent(phone)}`;

export function Messages() {
  const phone = useAddress(phoneOfAddress);
  return (
    <OwnerPage title="Messages">
      <p className="mt-1 text-sm text-slate-600">Texts from customers, and everything the business sent them.</p>
      <ListAndDetail
        open={phone}
        list={<ThreadList open={phone} />}
        detail={phone ? <ThreadView key={phone} phone={phone} /> : null}
        back={{ href: '#messages', words: 'All messages' }}
        nothingOpen="Choose a thread to read it and reply."
      />
    </OwnerPage>
  );
}

/** Which threads the list shows: those waiting for an answer (first: what needs the owner), those with texts unread, or all. */
const FILTERS = [
  ['awaiting', 'Needs an answer'],
  ['unread', 'Unread'],
  ['all', 'All'],
] as const;
type Filter = (typeof FILTERS)[number][0];

const FILTER_IDS = FILTERS.map(([id]) => id);

function ThreadList({ open }: { open: string | null }) {
  // The address may name the filter ('#messages?show=unread', Home's link); else the list opens
  // where the need is: on what waits for an answer, or on the unread when nothing waits.
  const [chosen, setChosen] = useState<Filter | undefined>(() => oneOf(FILTER_IDS, addressParam('show')));
  const filter = chosen ?? 'awaiting';
  const only = filter === 'all' ? undefined : filter;
  const { data, error, load } = useOwnerData('GET /owner/api/threads', { refresh: true, query: { only } });
  if (!chosen && data && data.awaiting === 0 && data.unread > 0) setChosen('unread');
  const pages = useOlderPages(
    data && { rows: data.threads, next: data.next },
    (before) => ownerApi('GET /owner/api/threads', { query: { before, only } }).then((page) => ({ rows: page.threads, next: page.next })),
    (thread) => thread.phone,
    filter,
  );
  const threads = pages.rows;
  const counts: Record<Filter, number | null> = { awaiting: data?.awaiting ?? null, unread: data?.unread ?? null, all: null };
  return (
    <>
      <UnhappyRatings />
      <FilterChips label="Show" filters={FILTERS} value={filter} onChange={setChosen} counts={counts} />
      {data === null ? (
        error ? (
          <LoadFailed error={error} onRetry={() => void load()} />
        ) : (
          <Loading label="Loading the threads" />
        )
      ) : threads.length === 0 ? (
        <p className="mt-4 text-slate-700">
          {filter === 'awaiting' ? 'Nothing waits for an answer.' : filter === 'unread' ? 'Everything is read.' : 'No texts yet.'}
        </p>
      ) : (
        <ul className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-2" aria-label="Threads" data-keyed-list>
          {threads.map((thread) => (
            <ThreadRow key={thread.phone} thread={thread} here={thread.phone === open} />
          ))}
        </ul>
      )}
      <OlderButton pages={pages}>Older threads</OlderButton>
      <PanelError error={pages.error} className="mt-3" />
    </>
  );
}

function ThreadRow({ thread, here }: { thread: ThreadSummary; here: boolean }) {
  const who = thread.customer?.name ?? thread.display;
  return (
    <li>
      <a
        href={threadHref(thread.phone)}
        aria-current={here ? 'page' : undefined}
        className={cn(
          'block rounded-2xl bg-white p-4 ring-1 ring-slate-200 hover:ring-brand-400 focus-visible:ring-2 focus-visible:ring-brand-700',
          thread.unread > 0 && 'ring-brand-300',
          here && 'ring-2 ring-brand-700',
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
