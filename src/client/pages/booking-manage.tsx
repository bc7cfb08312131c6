import { CalendarCheck, CalendarClock, CalendarX } from 'lucide-react';
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
  return (
    <PageCard wide home={words.home} icon={<StatusIcon status={page.status} />} title={words.title}>
      {page.notice ? (
        <p role="status" className="mt-4 rounded-xl bg-brand-50 p-4 font-semibold text-brand-900 ring-1 ring-brand-200">
          {words.notices[page.notice]}
        </p>
      ) : null}
      <Facts rows={factsOf(page)} className="mt-6 gap-x-4 gap-y-2" />
      <PaymentActions {...parts} />
      {page.status === 'held' ? <ConfirmHeld {...parts} /> : null}
      {active && page.membership && page.nextVisits.length > 1 ? (
        <p className="mt-4 text-slate-700">{words.nextVisits(page.nextVisits.map((v) => v.words).join('; '))}</p>
      ) : null}
      {page.pause ? <Paused {...parts} pause={page.pause} /> : null}
      {page.makeUp && viewing ? <MakeUp {...parts} makeUp={page.makeUp} /> : null}
      {active && !viewing ? <ConfirmEnd {...parts} /> : null}
      {active && viewing && next ? <NextVisit {...parts} next={next} /> : null}
      {page.pauseOffer && viewing ? <PauseOffer {...parts} offer={page.pauseOffer} /> : null}
      {active || page.status === 'held' ? <OtherLanguages page={page} /> : null}
      <CallUs words={words.questions} className="mt-8 text-slate-700" end="." />
    </PageCard>
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
