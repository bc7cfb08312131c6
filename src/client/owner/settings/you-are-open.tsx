// The moment the first run opens the business: its page and its booking link to share, and what
// is not set up yet (texts, payments, Ava, trucks), each linking to where it is set, read from the
// same checks as the server's settings below and the trucks' list.
import { Fragment, useEffect, useRef } from 'react';
import type { DoctorLine } from '../../../common/doctor-lines.ts';
import { useOwnerData } from '../shared/owner-data.ts';

/** Each way in that a new business usually turns on next, the server setting that turns it on, and where to. */
const LATER = [
  { setting: 'TWILIO_ACCOUNT_SID', what: 'Texts', why: 'codes, reminders and replies by text', href: '#settings' },
  { setting: 'STRIPE_SECRET_KEY', what: 'Payments', why: 'card payments online', href: '#settings' },
  { setting: 'VAPI_ASSISTANT_ID', what: 'Ava', why: 'the receptionist on the page and the phone', href: '#settings' },
] as const;

const isOn = (lines: DoctorLine[] | undefined, setting: string) => lines?.some((line) => line.setting === setting && line.state === 'ok');

export function YouAreOpen() {
  const heading = useRef<HTMLHeadingElement>(null);
  const settings = useOwnerData('GET /owner/api/settings');
  const trucks = useOwnerData('GET /owner/api/trucks');
  // The form it replaces is gone: the owner's place moves here, and a screen reader hears it.
  useEffect(() => heading.current?.focus(), []);
  const site = `${location.origin}/`;
  const book = `${location.origin}/book`;
  const lines = settings.data?.lines;
  const missing = [
    ...LATER.filter((way) => lines && !isOn(lines, way.setting)),
    ...(trucks.data && trucks.data.trucks.length === 0
      ? [{ setting: 'trucks', what: 'Trucks', why: 'routes by truck, each with its crew and its room', href: '#crew' }]
      : []),
  ];
  return (
    <section aria-labelledby="you-are-open" className="rounded-3xl bg-emerald-50 p-5 ring-1 ring-emerald-200 sm:p-6">
      <h3 id="you-are-open" ref={heading} tabIndex={-1} className="text-xl font-extrabold text-emerald-950 outline-none">
        You are open
      </h3>
      <p className="mt-2 text-emerald-950">Visitors can book from now on. Share your page and your booking link:</p>
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        {[
          ['Your page', site],
          ['Booking link', book],
        ].map(([what, link]) => (
          <Fragment key={what}>
            <dt className="font-semibold text-emerald-950">{what}</dt>
            <dd className="break-all">
              <a className="font-semibold text-brand-800 underline" href={link}>
                {link}
              </a>
            </dd>
          </Fragment>
        ))}
      </dl>
      {lines === undefined || trucks.data === undefined ? (
        <p className="mt-4 text-sm text-emerald-950">Checking what is set up…</p>
      ) : missing.length === 0 ? (
        <p className="mt-4 text-sm font-semibold text-emerald-950">Texts, payments, Ava and trucks are all set up.</p>
      ) : (
        <>
          <h4 className="mt-4 font-bold text-emerald-950">Not set up yet</h4>
          <ul className="mt-2 grid gap-2" aria-label="Not set up yet">
            {missing.map((way) => (
              <li key={way.setting} className="rounded-2xl bg-white p-3 text-sm ring-1 ring-emerald-200">
                <a className="font-semibold text-brand-800 underline" href={way.href}>
                  {way.what}
                </a>
                : {way.why}.
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
