// Settings: the business's facts the owner changes here (who it is, prices, area, days, messages,
// payments)
// with every change kept; then what each of the server's settings turns on, tried against its
// provider when the page opens (the same checks as `npm run doctor`). Those live in the server's
// settings file, not here.
import { useState } from 'react';
import type { DoctorLine, DoctorState } from '../../../common/doctor-lines.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { useOwnerData } from '../shared/owner-data.ts';
import { Announcements, OwnerPage, when } from '../shared/owner-view.tsx';
import { Loading, LoadFailed } from '../shared/load-states.tsx';
import { MessagesForm, PaymentsForm, PricesForm, ScheduleForm } from './business-forms.tsx';
import { NewPlanForm } from './new-plan-form.tsx';
import { AboutForm } from './about-form.tsx';
import { FirstRunForm } from './first-run.tsx';
import { YouAreOpen } from './you-are-open.tsx';
import { SettingsHistory } from './settings-history.tsx';

const STATE_WORDS: Record<DoctorState, string> = { wrong: 'Needs fixing', off: 'Off', ok: 'Works' };
const STATE_LOOK: Record<DoctorState, string> = {
  wrong: 'bg-red-50 text-red-800 ring-red-200',
  off: 'bg-slate-100 text-slate-700 ring-slate-200',
  ok: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
};
/** Each setting in the owner's words; its name in the settings file stays beside it, to find it there. */
const SETTING_WORDS: Record<string, string> = {
  DATA_DIR: 'Where the records are kept',
  PUBLIC_BASE_URL: "The site's address",
  TRUST_PROXY: 'The proxy in front (Caddy)',
  HSTS: 'HTTPS only',
  OWNER_EMAILS: 'Who may sign in',
  CONTACT_WEBHOOK_URL: 'The automation webhook',
  SMTP_URL: 'E-mail',
  TWILIO_ACCOUNT_SID: 'Texts (Twilio)',
  TWILIO_AUTH_TOKEN: "Texts' signed webhooks",
  TWILIO_API_BASE_URL: 'Texts (Twilio)',
  STRIPE_SECRET_KEY: 'Payments (Stripe)',
  STRIPE_WEBHOOK_SECRET: "Stripe's events",
  VAPI_PUBLIC_KEY: 'Ava on the page',
  VAPI_ASSISTANT_ID: 'Ava',
  VAPI_PRIVATE_KEY: "Ava's definition and texts",
  VAPI_TOOLS_SECRET: "Ava's tools",
  VAPI_API_BASE_URL: 'The voice platform',
  BACKUP_URL: 'Backups',
  PHOTO_BUCKET_URL: "The crew's photos",
};

/** What needs fixing first, then what is off, then what works. */
const ORDER: DoctorState[] = ['wrong', 'off', 'ok'];

function SettingRow({ line }: { line: DoctorLine }) {
  return (
    <li className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-bold text-brand-950">
          {SETTING_WORDS[line.setting] ?? line.setting}{' '}
          <span className="ml-1 font-mono text-xs font-normal break-all text-slate-500">{line.setting}</span>
        </h3>
        <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-bold ring-1', STATE_LOOK[line.state])}>{STATE_WORDS[line.state]}</span>
      </div>
      <p className="mt-2 text-sm break-words text-slate-800">{line.words}</p>
    </li>
  );
}

function summary(lines: DoctorLine[]) {
  const wrong = lines.filter((line) => line.state === 'wrong').length;
  if (wrong) return `${wrong} ${wrong === 1 ? 'setting needs' : 'settings need'} fixing.`;
  return 'Everything that is set works.';
}

/** The business's facts the owner changes here, by part, and the changes made. */
function BusinessSettings() {
  const { data, error, load } = useOwnerData('GET /owner/api/business');
  // Opened in this visit: the page says so, with what to share and what is left to set up.
  const [justOpened, setJustOpened] = useState(false);
  if (!data)
    return error ? <LoadFailed error={error} onRetry={() => void load()} /> : <Loading shape="cards" label="Loading the settings" />;
  // Each form starts from the settings it was loaded with; a new version (after a save) starts it again.
  const version = data.history[0]?.id ?? 0;
  return (
    <div className="mt-4 grid gap-4" key={version}>
      {justOpened && data.opened ? <YouAreOpen /> : null}
      {data.opened ? null : <FirstRunForm data={data} onOpened={() => setJustOpened(true)} />}
      <AboutForm data={data} />
      <PricesForm data={data} />
      <NewPlanForm />
      <ScheduleForm data={data} />
      <MessagesForm data={data} />
      <PaymentsForm data={data} />
      <SettingsHistory data={data} plans={data.plans} />
    </div>
  );
}

/** The server's own settings (keys, addresses), each tried against its provider. */
function ServerSettings() {
  const { data, error, load } = useOwnerData('GET /owner/api/settings');
  const [checking, setChecking] = useState(false);
  const again = () => {
    setChecking(true);
    void load().finally(() => setChecking(false));
  };
  const lines = data ? ORDER.flatMap((state) => data.lines.filter((line) => line.state === state)) : null;
  return (
    <section aria-labelledby="server-settings" className="mt-8">
      <h3 id="server-settings" className="text-lg font-bold text-brand-950">
        The server&rsquo;s settings
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        The providers&rsquo; keys and addresses, each tried against its provider just now. To change one, edit the server&rsquo;s settings
        file and restart it (the deploy guide says how).
      </p>
      {lines === null ? (
        <p className="mt-4 text-slate-700">Checking each setting…</p>
      ) : (
        <>
          <p className="mt-4 font-semibold text-brand-950">
            {summary(lines)} <span className="font-normal text-slate-600">Checked {when(data!.checkedAt)}.</span>
          </p>
          <ul className="mt-3 grid gap-3" aria-label="Settings">
            {lines.map((line, index) => (
              <SettingRow key={`${line.setting}-${index}`} line={line} />
            ))}
          </ul>
        </>
      )}
      <Button type="button" size="sm" className="mt-4" disabled={checking} onClick={again}>
        {checking ? 'Checking…' : 'Check again'}
      </Button>
      <Announcements status={checking ? 'Checking each setting again…' : ''} error={error} />
    </section>
  );
}

export function Settings() {
  return (
    <OwnerPage title="Settings">
      <p className="mt-1 text-sm text-slate-600">
        The business&rsquo;s name and phone, prices, area, days and messages: a change holds from the next booking, with no restart. Every
        change is kept below with who made it.
      </p>
      <BusinessSettings />
      <ServerSettings />
    </OwnerPage>
  );
}
