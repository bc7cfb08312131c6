import { CalendarCheck, CalendarClock, CalendarX } from 'lucide-react';
import { BOOKING_NOTICES, PAYMENT_WORDS, type BookingPageData } from '../../common/booking-page.ts';
import { formatPhone, telHref } from '../../common/phone.ts';
import { siteConfig } from '../../common/site-config.ts';
import { Facts } from '../components/facts.tsx';
import { PageCard } from './page-card.tsx';

const button = 'rounded-xl px-5 py-3 font-bold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
const primary = `${button} bg-brand-700 text-white hover:bg-brand-800`;
const danger = `${button} bg-red-700 text-white hover:bg-red-800`;

/**
 * A customer's own booking, with plain forms (no JavaScript): move the next visit to another date
 * with room, or cancel (a membership: end it) after a confirmation step.
 */
/** The dates a form offers, the first chosen; or, with none, where to turn instead. */
function DateChoices({ offers, pickableFrom = null }: { offers: BookingPageData['offers']; pickableFrom?: string | null }) {
  if (!offers.length)
    return (
      <p className="mt-3 text-slate-700">
        {pickableFrom
          ? `We book a few weeks ahead: dates after your pause can be picked from ${pickableFrom}.`
          : 'No other date has room soon: please call us.'}
      </p>
    );
  return (
    <div className="mt-3 grid gap-2 sm:grid-cols-2">
      {offers.map((offer, i) => (
        <label
          key={offer.date}
          className="flex cursor-pointer items-center gap-3 rounded-xl bg-white p-3 ring-1 ring-slate-300 has-checked:ring-2 has-checked:ring-brand-700"
        >
          <input type="radio" name="to" value={offer.date} defaultChecked={i === 0} className="size-5 accent-brand-700" />
          {offer.words}
        </label>
      ))}
    </div>
  );
}

export function BookingManage(page: BookingPageData) {
  const active = page.status === 'booked';
  const next = page.nextVisits[0];
  const rows: [string, string][] = [
    ['When', page.when],
    ...(page.holiday ? ([['Holiday week', page.holiday]] as [string, string][]) : []),
    ['Plan', `${page.plan}, ${page.price}`],
    ...(page.payment ? ([['Payment', PAYMENT_WORDS[page.payment.state]]] as [string, string][]) : []),
    ['Where', `${page.street}, ${page.zip}`],
    ['Name', page.name],
    ['Reference', page.reference],
  ];
  const ending = page.membership && page.step === 'end';
  return (
    <PageCard
      wide
      icon={
        active ? (
          <CalendarCheck aria-hidden="true" className="size-10 text-brand-700" />
        ) : page.status === 'held' ? (
          <CalendarClock aria-hidden="true" className="size-10 text-brand-700" />
        ) : (
          <CalendarX aria-hidden="true" className="size-10 text-slate-500" />
        )
      }
      title="Your booking"
    >
      {page.notice ? (
        <p role="status" className="mt-4 rounded-xl bg-brand-50 p-4 font-semibold text-brand-900 ring-1 ring-brand-200">
          {BOOKING_NOTICES[page.notice]}
        </p>
      ) : null}
      <Facts rows={rows} className="mt-6 gap-x-4 gap-y-2" />
      {page.payment?.pay || page.payment?.billing ? (
        <div className="mt-6 flex flex-wrap gap-3">
          {page.payment.pay ? (
            <a href={`${page.action}/pay`} className={primary}>
              Add your card
            </a>
          ) : null}
          {page.payment.billing ? (
            <form method="post" action={`${page.action}/billing`}>
              <button type="submit" className={`${button} text-brand-800 underline`}>
                Update card or billing
              </button>
            </form>
          ) : null}
        </div>
      ) : null}
      {page.status === 'held' ? (
        <form
          method="post"
          action={page.action}
          aria-labelledby="confirm-booking"
          className="mt-8 rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-200"
        >
          <h2 id="confirm-booking" className="text-xl font-bold text-brand-950">
            Confirm your booking
          </h2>
          <p className="mt-2 text-slate-800">We hold this date for you until {page.heldUntil}. Confirm it to keep it.</p>
          <input type="hidden" name="action" value="confirm" />
          <button type="submit" className={`${primary} mt-4`}>
            Confirm my booking
          </button>
        </form>
      ) : null}
      {active && page.membership && page.nextVisits.length > 1 ? (
        <p className="mt-4 text-slate-700">Next visits: {page.nextVisits.map((v) => v.words).join('; ')}.</p>
      ) : null}

      {page.pause ? (
        <form method="post" action={page.action} className="mt-6 rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200">
          <h2 className="text-xl font-bold text-brand-950">Your membership is paused</h2>
          <p className="mt-2 text-slate-800">
            Paused from {page.pause.from}.{' '}
            {page.pause.firstAfter
              ? `Your first visit after the pause: ${page.pause.firstAfter}.`
              : `It resumes by itself on ${page.pause.until}.`}
          </p>
          <input type="hidden" name="action" value="resume" />
          <button type="submit" className={`${primary} mt-4`}>
            Resume now
          </button>
        </form>
      ) : null}
      {page.makeUp && page.step === 'view' ? (
        <form method="post" action={page.action} className="mt-6 rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200">
          <fieldset>
            <legend className="text-xl font-bold text-brand-950">Pick a new date</legend>
            <p className="mt-2 text-slate-800">
              We came on {page.makeUp.missed}, but {page.makeUp.why}. Pick a new date for your clean, at no charge.
            </p>
            <input type="hidden" name="action" value="rebook" />
            <DateChoices offers={page.offers} />
          </fieldset>
          {page.offers.length ? (
            <button type="submit" className={`${primary} mt-4`}>
              Book this date
            </button>
          ) : null}
        </form>
      ) : null}
      {active && page.step !== 'view' ? (
        <form method="post" action={page.action} className="mt-8 rounded-2xl bg-red-50 p-5 ring-1 ring-red-200">
          <h2 className="text-xl font-bold text-red-900">{ending ? 'End your membership?' : 'Cancel your booking?'}</h2>
          <p className="mt-2 text-slate-800">
            {ending ? 'No visits after today. You can book again any time.' : 'Your date is given up and no visit will take place.'}
          </p>
          <input type="hidden" name="action" value={ending ? 'end' : 'cancel'} />
          <div className="mt-4 flex flex-wrap gap-3">
            <button type="submit" className={danger}>
              {ending ? 'Yes, end my membership' : 'Yes, cancel my booking'}
            </button>
            <a href={page.action} className={`${button} text-brand-800 underline`}>
              No, keep it
            </a>
          </div>
        </form>
      ) : null}

      {active && page.step === 'view' && next ? (
        <>
          <form method="post" action={page.action} className="mt-8">
            <fieldset>
              <legend className="text-xl font-bold text-brand-950">
                Move {page.membership ? 'your next visit' : 'your visit'} ({next.words})
              </legend>
              <input type="hidden" name="action" value="move" />
              <input type="hidden" name="visit" value={next.visit} />
              <DateChoices offers={page.offers} pickableFrom={page.pause?.pickableFrom} />
            </fieldset>
            {page.offers.length ? (
              <button type="submit" className={`${primary} mt-4`}>
                Move to this date
              </button>
            ) : null}
          </form>
          {page.membership ? (
            <form method="post" action={page.action} className="mt-8">
              <input type="hidden" name="action" value="skip" />
              <input type="hidden" name="visit" value={next.visit} />
              <button
                type="submit"
                className="rounded text-left font-semibold text-brand-800 underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                Skip only the visit on {next.words}
              </button>
            </form>
          ) : null}
          <p className="mt-8">
            <a href={`${page.action}?step=${page.membership ? 'end' : 'cancel'}`} className="font-semibold text-red-800 underline">
              {page.membership ? 'End my membership' : 'Cancel my booking'}
            </a>
          </p>
        </>
      ) : null}

      {page.pauseOffer && page.step === 'view' ? (
        <form method="post" action={page.action} className="mt-8">
          <fieldset>
            <legend className="text-xl font-bold text-brand-950">Pause your membership</legend>
            <p className="mt-2 text-slate-700">
              From your visit on {page.pauseOffer.from}
              {page.pauseOffer.tooLateForTomorrow ? ' (tomorrow’s visit is past our cut-off and still takes place)' : ''}. It resumes by
              itself.
            </p>
            <input type="hidden" name="action" value="pause" />
            <div className="mt-3 flex flex-wrap items-end gap-4">
              <label className="grid gap-1 font-semibold text-slate-800">
                For
                <select name="weeks" defaultValue="2" className="rounded-xl border border-slate-300 bg-white px-3 py-2.5 font-normal">
                  {Array.from({ length: page.pauseOffer.maxWeeks }, (_, i) => i + 1).map((weeks) => (
                    <option key={weeks} value={weeks}>
                      {weeks} {weeks === 1 ? 'week' : 'weeks'}
                    </option>
                  ))}
                </select>
              </label>
              <label className="grid gap-1 font-semibold text-slate-800">
                or until
                <input
                  type="date"
                  name="until"
                  min={page.pauseOffer.fromDate}
                  max={page.pauseOffer.latestUntil}
                  className="rounded-xl border border-slate-300 bg-white px-3 py-2 font-normal"
                />
              </label>
            </div>
          </fieldset>
          <button type="submit" className={`${primary} mt-4`}>
            Pause my membership
          </button>
        </form>
      ) : null}

      <p className="mt-8 text-slate-700">
        Questions? Call or text{' '}
        <a href={telHref(siteConfig.phone)} className="font-semibold text-brand-800 underline">
          {formatPhone(siteConfig.phone)}
        </a>
        .
      </p>
    </PageCard>
  );
}
