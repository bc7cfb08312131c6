// Settings: what each of the server's settings turns on, tried against its provider when the page
// opens (the same checks as `npm run doctor`): what works, what is off and why, and what is wrong
// with the setting to change. Settings live in the server's settings file, not here.
import { useState } from 'react';
import type { DoctorLine, DoctorState } from '../../../common/doctor-lines.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { useOwnerData } from '../shared/owner-data.ts';
import { Announcements, OwnerPage, when } from '../shared/owner-view.tsx';

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

export function Settings() {
  const { data, error, load } = useOwnerData('GET /owner/api/settings');
  const [checking, setChecking] = useState(false);
  const again = () => {
    setChecking(true);
    void load().finally(() => setChecking(false));
  };
  const lines = data ? ORDER.flatMap((state) => data.lines.filter((line) => line.state === state)) : null;
  return (
    <OwnerPage title="Settings">
      <p className="mt-1 text-sm text-slate-600">
        Each setting of the server, tried against its provider just now. To change one, edit the server&rsquo;s settings file and restart it
        (the deploy guide says how).
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
    </OwnerPage>
  );
}
