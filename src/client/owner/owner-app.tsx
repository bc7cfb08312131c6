// The owner's inbox: signed out, the sign-in; signed in, its pages (named in the address, so a
// reload or the back button keeps the place), with sign-out (this phone) and sign-out
// everywhere. Phone first: one column, big targets.
import { BrandMark } from '../sections/header/brand-mark.tsx';
import { siteConfig } from '../../common/site-config.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { Bookings } from './bookings/bookings.tsx';
import { Calls } from './calls/calls.tsx';
import { Deliveries } from './deliveries/deliveries.tsx';
import { Leads } from './leads/leads.tsx';
import type { OwnerSession, Role } from '../../common/owner-inbox.ts';
import { Crew } from './crew/crew.tsx';
import { ownerApi } from './shared/owner-api.ts';
import { RefreshSeconds } from './shared/owner-data.ts';
import { Passkeys } from './sign-in/passkeys.tsx';
import { Payments } from './payments/payments.tsx';
import { Accounts } from './accounts/accounts.tsx';
import { SignIn } from './sign-in/sign-in.tsx';
import { Settings } from './settings/settings.tsx';
import { Today } from './today/today.tsx';
import { Messages } from './messages/messages.tsx';
import { useOwnerData } from './shared/owner-data.ts';

const VIEWS = [
  ['today', 'Today'],
  ['messages', 'Messages'],
  ['bookings', 'Bookings'],
  ['leads', 'Leads'],
  ['accounts', 'Accounts'],
  ['payments', 'Payments'],
  ['calls', 'Calls'],
  ['deliveries', 'Deliveries'],
  ['crew', 'Crew'],
  ['passkeys', 'Passkeys'],
  ['settings', 'Settings'],
] as const;
type View = (typeof VIEWS)[number][0];

/** The pages the crew's sign-in opens: the day at the curb, and their own passkeys. */
const CREW_VIEWS: readonly View[] = ['today', 'passkeys'];
const viewsOf = (role: Role) => (role === 'owner' ? VIEWS : VIEWS.filter(([id]) => CREW_VIEWS.includes(id)));

const PAGES: Record<View, () => ReactNode> = {
  today: () => <Today />,
  messages: () => <Messages />,
  bookings: () => <Bookings />,
  leads: () => <Leads />,
  accounts: () => <Accounts />,
  payments: () => <Payments />,
  calls: () => <Calls />,
  deliveries: () => <Deliveries />,
  crew: () => <Crew />,
  passkeys: () => <Passkeys />,
  settings: () => <Settings />,
};
/** The page the address names ('/owner#leads', '/owner#messages/+1404…'), so reload and the back button keep their place. */
const viewOfAddress = (): View => VIEWS.find(([id]) => location.hash === `#${id}` || location.hash.startsWith(`#${id}/`))?.[0] ?? 'today';

export function OwnerApp() {
  const [session, setSession] = useState<OwnerSession | null | undefined>(undefined);
  const [view, setView] = useState<View>(viewOfAddress);
  useEffect(() => {
    const follow = () => setView(viewOfAddress());
    addEventListener('hashchange', follow);
    return () => removeEventListener('hashchange', follow);
  }, []);
  useEffect(() => {
    ownerApi('GET /owner/api/session')
      .then(setSession)
      .catch(() => setSession(null));
  }, []);

  // Signed out, nothing the last person saw stays in the app's cache for the next one.
  const queries = useQueryClient();
  const signOut = (everywhere: boolean) =>
    ownerApi(everywhere ? 'POST /owner/api/sign-out-everywhere' : 'POST /owner/api/sign-out', { body: {} }).finally(() => {
      queries.clear();
      setSession(null);
    });

  if (session === undefined) return <p role="status">Loading…</p>;
  // Each sign-in starts at the day's route.
  const signedIn = (answer: OwnerSession) => {
    history.replaceState(null, '', location.pathname);
    setView('today');
    setSession(answer);
  };
  if (session === null) return <SignIn onSignedIn={signedIn} />;
  const views = viewsOf(session.role);
  // A page the crew's sign-in does not open (an address from the owner's bookmarks) shows Today.
  const shown = views.some(([id]) => id === view) ? view : 'today';
  return (
    <RefreshSeconds value={session.refreshSeconds}>
      <header className="sticky top-0 z-10 border-b border-slate-200 bg-white/95">
        <div className="mx-auto flex max-w-2xl flex-wrap items-center gap-x-2 gap-y-1 px-4 py-2">
          <h1 className="flex items-center gap-2 text-lg font-extrabold tracking-tight text-brand-950">
            <BrandMark className="size-7" />
            {siteConfig.brandName}
            <span className="text-sm font-semibold text-slate-500">Inbox</span>
          </h1>
          <nav aria-label="Inbox" className="-mx-2 flex flex-wrap gap-0.5 sm:ml-auto">
            {views.map(([id, label]) => (
              <a
                key={id}
                href={`#${id}`}
                aria-current={shown === id ? 'page' : undefined}
                className={cn('rounded-full px-3 py-2 text-sm font-semibold', shown === id ? 'bg-brand-700 text-white' : 'text-slate-700')}
              >
                {label}
                {id === 'messages' ? <UnreadCount /> : null}
              </a>
            ))}
          </nav>
        </div>
      </header>
      <main className="mx-auto max-w-2xl px-4 py-6">
        {PAGES[shown]()}
        <footer className="mt-12 border-t border-slate-200 pt-4 text-sm text-slate-600">
          <p>
            Signed in as {session.email}
            {session.role === 'crew' ? ' (crew)' : ''}
          </p>
          <div className="mt-2 flex flex-wrap gap-3">
            <button type="button" className="font-semibold text-brand-800 underline" onClick={() => void signOut(false)}>
              Sign out
            </button>
            <button type="button" className="font-semibold text-brand-800 underline" onClick={() => void signOut(true)}>
              Sign out everywhere
            </button>
          </div>
        </footer>
      </main>
    </RefreshSeconds>
  );
}

/** The menu's count of unread texts (the owner's menu only: the crew has no Messages). */
function UnreadCount() {
  const { data } = useOwnerData('GET /owner/api/unread', { refresh: true });
  if (!data?.unread) return null;
  return (
    <>
      {' '}
      <span className="rounded-full bg-amber-400 px-1.5 text-xs font-bold text-brand-950">
        {data.unread}
        <span className="sr-only"> unread</span>
      </span>
    </>
  );
}
