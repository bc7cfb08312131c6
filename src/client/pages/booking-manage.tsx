import { CalendarCheck, CalendarClock, CalendarPlus, CalendarX } from 'lucide-react';
import type { BookingPageData } from '../../common/booking-page.ts';
import { BOOKING_PAGE_COPY } from '../../common/copy/booking-page-copy.ts';
import { Facts } from '../components/facts.tsx';
import { PageCard } from './page-card.tsx';
import { CallUs } from '../components/call-us.tsx';
import { ConfirmEnd, ConfirmHeld, MakeUp, NextVisit, OtherLanguages, Paused, PauseOffer, PaymentActions } from './booking-manage-forms.tsx';

/**
 * A customer's own booking, with plain forms (no JavaScript): move the next visit to another date
 * with room, or cancel (a membership: end it) after a confirmation step.
 */
export function BookingManage(page: BookingPageData) {
  const words = BOOKING_PAGE_COPY[page.language];
  const active = page.status === 'booked';
  const next = page.nextVisits[0];
  const viewing = page.step === 'view';
  const parts = { page, words };
  // Right after booking, a confirmation first: what happens next and the one thing to do; the
  // ways to change it wait behind 'Need to change something?'.
  const justBooked = active && viewing && page.notice === 'booked';
  const changes = (
    <>
      {page.makeUp && viewing ? <MakeUp {...parts} makeUp={page.makeUp} /> : null}
      {active && !viewing ? <ConfirmEnd {...parts} /> : null}
      {active && viewing && next ? <NextVisit {...parts} next={next} /> : null}
      {page.pauseOffer && viewing ? <PauseOffer {...parts} offer={page.pauseOffer} /> : null}
    </>
  );
  return (
    <PageCard wide home={words.home} icon={<StatusIcon status={page.status} />} title={words.title}>
      {page.notice ? (
        <p role="status" className="mt-4 rounded-xl bg-brand-50 p-4 font-semibold text-brand-900 ring-1 ring-brand-200">
          {words.notices[page.notice]}
        </p>
      ) : null}
      {justBooked ? <WhatNext {...parts} /> : null}
      {/* Where payment is due, 'Add your card' is the one main action: right after what happens next. */}
      {justBooked ? <PaymentActions {...parts} /> : null}
      <Facts rows={factsOf(page)} className="mt-6 gap-x-4 gap-y-2" />
      {justBooked ? null : <PaymentActions {...parts} />}
      {page.status === 'held' ? <ConfirmHeld {...parts} /> : null}
      {active && page.membership && page.nextVisits.length > 1 ? (
        <p className="mt-4 text-slate-700">{words.nextVisits(page.nextVisits.map((v) => v.words).join('; '))}</p>
      ) : null}
      {page.pause ? <Paused {...parts} pause={page.pause} /> : null}
      {justBooked ? (
        <details className="mt-8 rounded-2xl ring-1 ring-slate-200">
          <summary className="cursor-pointer rounded-2xl p-4 font-semibold text-brand-800">{words.next.change}</summary>
          <div className="px-4 pb-4">{changes}</div>
        </details>
      ) : (
        changes
      )}
      {active || page.status === 'held' ? <OtherLanguages page={page} /> : null}
      {page.account ? (
        <p className="mt-8">
          <a
            href={page.account.href}
            className="inline-flex min-h-6 items-center font-semibold text-brand-800 underline underline-offset-4"
          >
            {page.account.back ? words.account.back : words.account.open}
          </a>
        </p>
      ) : null}
      <CallUs words={words.questions} className="mt-8 text-slate-700" end="." />
    </PageCard>
  );
}

/** Just booked: the date, the service window, what to do with the cans, the e-mail, and the calendar. */
function WhatNext({ page, words }: { page: BookingPageData; words: (typeof BOOKING_PAGE_COPY)[keyof typeof BOOKING_PAGE_COPY] }) {
  const { next } = words;
  return (
    <section aria-labelledby="what-next" className="mt-6">
      <h2 id="what-next" className="text-xl font-bold text-brand-950">
        {next.title}
      </h2>
      <ul className="mt-3 list-disc space-y-1.5 pl-5 text-slate-800">
        <li className="font-semibold">{next.when(page.when)}</li>
        <li>{next.window}</li>
        <li>{next.cans}</li>
        <li>{next.told}</li>
      </ul>
      <a
        href={`${page.action}/calendar.ics`}
        className="mt-4 inline-flex items-center gap-2 font-semibold text-brand-800 underline underline-offset-4"
      >
        <CalendarPlus aria-hidden="true" className="size-5" />
        {next.calendar}
      </a>
    </section>
  );
}

/** Booked, held for a yes, or over. */
function StatusIcon({ status }: { status: BookingPageData['status'] }) {
  if (status === 'booked') return <CalendarCheck aria-hidden="true" className="size-10 text-brand-700" />;
  if (status === 'held') return <CalendarClock aria-hidden="true" className="size-10 text-brand-700" />;
  return <CalendarX aria-hidden="true" className="size-10 text-slate-500" />;
}

/** The booking's facts: when, the plan, its payment, where, who, its reference. */
function factsOf(page: BookingPageData): [string, string][] {
  const { rows: label, payment } = BOOKING_PAGE_COPY[page.language];
  return [
    [label.when, page.when],
    ...(page.holiday ? ([[label.holiday, page.holiday]] as [string, string][]) : []),
    [label.plan, `${page.plan}, ${page.price}`],
    ...(page.payment ? ([[label.payment, payment[page.payment.state]]] as [string, string][]) : []),
    [label.where, `${page.street}, ${page.zip}`],
    [label.name, page.name],
    [label.reference, page.reference],
  ];
}
