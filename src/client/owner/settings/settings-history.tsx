// The changes made to the business's facts, newest first: what was changed (the part), who
// changed it and when, and each value before and after in the owner's words; older ones on asking.
import type { BusinessAnswer, BusinessVersion } from '../../../common/owner-business.ts';
import { pathWords } from '../../../common/business-parts.ts';
import { dollars } from '../../../common/prices.ts';
import { ownerApi } from '../shared/owner-api.ts';
import { OlderButton, useOlderPages } from '../shared/older-pages.tsx';
import { when } from '../shared/owner-view.tsx';

/** A value as the owner typed it: dollars for cents, a list as its words. */
function valueWords(path: string, value: unknown): string {
  if (value === undefined || value === null) return 'nothing';
  if (typeof value === 'number' && /cents|Cents/.test(path)) return dollars(value);
  if (Array.isArray(value)) return value.length ? value.join(', ') : 'none';
  return String(value);
}

/** The changes worth reading: a plan's price words follow its amounts, so the amounts alone are shown. */
const shown = (version: BusinessVersion) => version.changes.filter((change) => !/^plans\.\d+\.(price|extraCost)$/.test(change.path));

/** A list's change as what it gained and lost ('added 30501'); other values as before → after. */
function ChangeWords({ path, before, after, plans }: { path: string; before: unknown; after: unknown; plans: { name: string }[] }) {
  const label = pathWords(path, plans);
  if (Array.isArray(before) && Array.isArray(after)) {
    const added = after.filter((item) => !before.includes(item));
    const removed = before.filter((item) => !after.includes(item));
    const said = [added.length ? `added ${added.join(', ')}` : '', removed.length ? `removed ${removed.join(', ')}` : ''].filter(Boolean);
    return (
      <>
        {label}: <strong>{said.join('; ') || 'put in another order'}</strong>
      </>
    );
  }
  return (
    <>
      {label}: {valueWords(path, before)} → <strong>{valueWords(path, after)}</strong>
    </>
  );
}

function VersionRow({ version, plans }: { version: BusinessVersion; plans: { name: string }[] }) {
  return (
    <li className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <p className="font-semibold text-brand-950">
        {version.what}{' '}
        <span className="font-normal text-slate-600">
          by {version.by}, {when(version.at)}
        </span>
      </p>
      <ul className="mt-2 grid gap-1 text-sm break-words text-slate-800">
        {shown(version).map((change) => (
          <li key={change.path}>
            <ChangeWords {...change} plans={plans} />
          </li>
        ))}
      </ul>
    </li>
  );
}

export function SettingsHistory({ data, plans }: { data: BusinessAnswer; plans: { name: string }[] }) {
  const pages = useOlderPages(
    { rows: data.history, next: data.next },
    (before) =>
      ownerApi('GET /owner/api/business/history', { query: { before } }).then((page) => ({ rows: page.versions, next: page.next })),
    (version) => String(version.id),
  );
  const versions = pages.rows;
  return (
    <section aria-labelledby="settings-history" className="mt-6">
      <h3 id="settings-history" className="text-lg font-bold text-brand-950">
        Changes
      </h3>
      {versions.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">Nothing changed yet: the business runs on the settings it started with.</p>
      ) : (
        <ul className="mt-2 grid gap-3" aria-label="Changes to the settings">
          {versions.map((version) => (
            <VersionRow key={version.id} version={version} plans={plans} />
          ))}
        </ul>
      )}
      <OlderButton pages={pages}>Older changes</OlderButton>
    </section>
  );
}
