// 'Have Ava call me now': the box where a lead's page offers the call back, or says what stands.
// A plain form (the booking page posts it to its own address; the home page's form is sent by the
// app); the words beside the button are the consent its click gives, read with the button.
import type { FormEventHandler, ReactNode } from 'react';
import { Phone } from 'lucide-react';
import { CALL_BACK_COPY } from '../../common/copy/call-back-copy.ts';
import type { Language } from '../../common/languages.ts';
import { Button } from './ui/button.tsx';

interface Props {
  language: Language;
  /** The button's consent words, or what was said once it was asked. */
  offer: { consent: string } | { said: string };
  action: string;
  /** The form's hidden fields. */
  fields: Record<string, string>;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  busy?: boolean;
  className?: string;
}

const CONSENT_ID = 'call-back-consent';

export function CallBackForm({ language, offer, action, fields, onSubmit, busy = false, className }: Props) {
  const words = CALL_BACK_COPY[language];
  const box = (children: ReactNode) => (
    <section aria-labelledby="call-back-heading" className={`rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-200 ${className ?? ''}`}>
      <h3 id="call-back-heading" className="flex items-center gap-2 text-lg font-bold text-brand-950">
        <Phone aria-hidden="true" className="size-5 text-brand-700" />
        {words.heading}
      </h3>
      {children}
    </section>
  );
  if ('said' in offer)
    return box(
      <p role="status" className="mt-2 font-semibold text-brand-900">
        {offer.said}
      </p>,
    );
  return box(
    <form method="post" action={action} onSubmit={onSubmit} className="mt-3 grid gap-3">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <p id={CONSENT_ID} className="text-sm text-slate-700">
        {offer.consent}
      </p>
      <Button type="submit" size="lg" disabled={busy} aria-describedby={CONSENT_ID} className="w-full sm:w-auto sm:justify-self-start">
        {busy ? words.asking : words.button}
      </Button>
    </form>,
  );
}
