// The owner's inbox: signed out, the sign-in; signed in, its pages in the shell (named in the
// address, so a reload or the back button keeps the place), with sign-out (this phone) and
// sign-out everywhere. The owner starts at Home, the crew at the day's route.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Bookings } from './bookings/bookings.tsx';
import { Calls } from './calls/calls.tsx';
import { Deliveries } from './deliveries/deliveries.tsx';
import { Leads } from './leads/leads.tsx';
import type { OwnerSession } from '../../common/owner-inbox.ts';
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
import { Home } from './home/home.tsx';
import { Customers } from './customers/customers.tsx';
import { InboxSearch } from './shell/search.tsx';
import { Loading } from './shared/load-states.tsx';
import { AppShell } from './shell/app-shell.tsx';
import { DeskKeys } from './shell/desk-keys.tsx';
import { MorePage } from './shell/more-page.tsx';
import { startView, viewOfAddress, viewsOf, type View } from './shell/views.ts';
import { FirstRunBanner } from './settings/first-run.tsx';
import { showTimesIn } from './shared/owner-view.tsx';

const PAGES: Record<Exclude<View, 'more'>, () => ReactNode> = {
  home: () => <Home />,
  today: () => <Today />,
  messages: () => <Messages />,
  bookings: () => <Bookings />,
  customers: () => <Customers />,
  leads: () => <Leads />,
  accounts: () => <Accounts />,
  payments: () => <Payments />,
  calls: () => <Calls />,
  deliveries: () => <Deliveries />,
  crew: () => <Crew />,
  passkeys: () => <Passkeys />,
  settings: () => <Settings />,
};

export function OwnerApp() {
  const [session, setSession] = useState<OwnerSession | null | undefined>(undefined);
  const [view, setView] = useState<View | undefined>(viewOfAddress);
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

  if (session === undefined) return <Loading label="Opening the inbox" />;
  // Each sign-in starts where its role starts: the owner at Home, the crew at the day's route.
  const signedIn = (answer: OwnerSession) => {
    history.replaceState(null, '', location.pathname);
    setView(startView(answer.role));
    setSession(answer);
  };
  if (session === null) return <SignIn onSignedIn={signedIn} />;
  showTimesIn(session.timeZone);
  const views = viewsOf(session.role);
  // A page this sign-in does not open (an address from the owner's bookmarks) shows where it starts.
  const shown = view === 'more' || views.some(([id]) => id === view) ? view! : startView(session.role);
  const account = (
    <>
      <p>
        Signed in as{' '}
        <span className="block truncate font-semibold text-slate-800" title={session.email}>
          {session.email}
          {session.role === 'crew' ? ' (crew)' : ''}
        </span>
      </p>
      <div className="mt-2 flex flex-wrap gap-3">
        <button type="button" className="font-semibold text-brand-800 underline" onClick={() => void signOut(false)}>
          Sign out
        </button>
        <button type="button" className="font-semibold text-brand-800 underline" onClick={() => void signOut(true)}>
          Sign out everywhere
        </button>
      </div>
    </>
  );
  return (
    <RefreshSeconds value={session.refreshSeconds}>
      <AppShell
        business={session.business}
        role={session.role}
        shown={shown}
        unread={session.role === 'owner' ? <UnreadCount /> : null}
        search={session.role === 'owner' ? <InboxSearch /> : null}
        account={account}
      >
        {session.role === 'owner' ? <FirstRunBanner /> : null}
        {shown === 'more' ? <MorePage role={session.role} account={account} /> : PAGES[shown]()}
        <DeskKeys />
      </AppShell>
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
        {/* A badge keeps its size: past 99 it says so, and a screen reader hears the count. */}
        <span aria-hidden="true">{data.unread > 99 ? '99+' : data.unread}</span>
        <span className="sr-only">{data.unread} unread</span>
      </span>
    </>
  );
}
