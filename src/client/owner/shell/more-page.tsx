// More, on a phone: every page the tab bar has no room for, and signing out.
import type { ReactNode } from 'react';
import type { Role } from '../../../common/owner-inbox.ts';
import { OwnerPage } from '../shared/owner-view.tsx';
import { TABS, viewsOf } from './views.ts';

export function MorePage({ role, account }: { role: Role; account: ReactNode }) {
  const rest = viewsOf(role).filter(([id]) => !TABS.includes(id));
  return (
    <OwnerPage title="More">
      <ul className="mt-4 grid gap-2">
        {rest.map(([id, label, Icon]) => (
          <li key={id}>
            <a
              href={`#${id}`}
              className="flex min-h-12 items-center gap-3 rounded-2xl bg-white px-4 font-semibold text-brand-950 ring-1 ring-slate-200"
            >
              <Icon aria-hidden="true" className="size-5 text-brand-700" />
              {label}
            </a>
          </li>
        ))}
      </ul>
      <div className="mt-8 text-sm text-slate-600">{account}</div>
    </OwnerPage>
  );
}
