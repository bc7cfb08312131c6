// The inbox's frame, phone first: an opaque header at most 56 px tall (the brand, which opens Home,
// and the search), a tab bar at the bottom of a phone (Today, Messages, Bookings, Customers, More)
// above its home indicator, and from 1024 px a side menu in place of both, every page beside it.
import type { ReactNode } from 'react';
import type { Role } from '../../../common/owner-inbox.ts';
import { cn } from '../../lib/cn.ts';
import { BrandMark } from '../../sections/header/brand-mark.tsx';
import { TABS, VIEWS, viewsOf, type View } from './views.ts';

export function AppShell({
  business,
  role,
  shown,
  unread,
  search,
  account,
  children,
}: {
  /** The business's name, as the session says it. */
  business: string;
  role: Role;
  shown: View;
  unread: ReactNode;
  search: ReactNode;
  account: ReactNode;
  children: ReactNode;
}) {
  const views = viewsOf(role);
  const tabs = VIEWS.filter(([id]) => TABS.includes(id) && (id === 'more' || views.some(([v]) => v === id)));
  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[15rem_minmax(0,1fr)]">
      <SkipLink />
      <aside className="hidden border-r border-slate-200 bg-white lg:sticky lg:top-0 lg:flex lg:h-dvh lg:flex-col lg:overflow-y-auto">
        <Brand className="h-14 px-4" name={business} />
        <nav aria-label="Inbox">
          <ul className="grid gap-0.5 px-2 py-2">
            {views.map((view) => (
              <MenuLink key={view[0]} view={view} shown={shown} unread={unread} kind="side" />
            ))}
          </ul>
        </nav>
        <div className="mt-auto border-t border-slate-200 p-4 text-sm text-slate-600">{account}</div>
      </aside>
      <div className="min-w-0">
        <header className="sticky top-0 z-20 flex h-14 items-center gap-3 border-b border-slate-200 bg-white px-4">
          <h1 className="sr-only">{business} inbox</h1>
          <Brand className="lg:hidden" name={business} />
          <div className="ml-auto w-full max-w-md lg:ml-0">{search}</div>
        </header>
        <main id={MAIN} tabIndex={-1} className="mx-auto max-w-6xl px-4 pt-5 pb-28 outline-none lg:px-8 lg:pb-10">
          {children}
        </main>
      </div>
      <nav
        aria-label="Inbox tabs"
        className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] lg:hidden"
      >
        <ul className="grid" style={{ gridTemplateColumns: `repeat(${tabs.length}, minmax(0, 1fr))` }}>
          {tabs.map((view) => (
            <MenuLink key={view[0]} view={view} shown={shown} unread={unread} kind="tab" />
          ))}
        </ul>
      </nav>
    </div>
  );
}

/** A page's link in the side menu (icon and name in a row) or the tab bar (icon over name). */
function MenuLink({
  view: [id, label, Icon],
  shown,
  unread,
  kind,
}: {
  view: (typeof VIEWS)[number];
  shown: View;
  unread: ReactNode;
  kind: 'side' | 'tab';
}) {
  const here = shown === id;
  return (
    <li>
      <a
        href={`#${id}`}
        aria-current={here ? 'page' : undefined}
        className={cn(
          'flex font-semibold',
          kind === 'side'
            ? ['items-center gap-3 rounded-xl px-3 py-2 text-sm', here ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100']
            : ['min-h-14 flex-col items-center justify-center gap-0.5 text-xs', here ? 'text-brand-800' : 'text-slate-600'],
        )}
      >
        <Icon aria-hidden="true" className={kind === 'side' ? 'size-4.5' : 'size-5'} />
        <span className="whitespace-nowrap">
          {label}
          {id === 'messages' ? unread : null}
        </span>
      </a>
    </li>
  );
}

const MAIN = 'main-content';

/**
 * The first stop of the keyboard: past the menu to the page. The inbox's address names its page,
 * so the link moves the focus itself instead of changing the address.
 */
function SkipLink() {
  return (
    <a
      href={`#${MAIN}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN)?.focus();
      }}
      className="sr-only z-30 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 ring-2 ring-brand-600 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      Skip to the page
    </a>
  );
}

function Brand({ className, name }: { className?: string; name: string }) {
  return (
    <a href="#home" className={cn('flex shrink-0 items-center gap-2 text-base font-extrabold tracking-tight text-brand-950', className)}>
      <BrandMark className="size-7" />
      <span className="sr-only sm:not-sr-only">{name}</span>
      <span className="sr-only">Home</span>
    </a>
  );
}
