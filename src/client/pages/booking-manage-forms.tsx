// The customer's own booking page in its parts: each a plain form (no JavaScript) for one thing
// the customer can do with the booking, shown when it applies.
import type { BookingPageData } from '../../common/booking-page.ts';
import { BOOKING_PAGE_COPY, type BookingPageCopy } from '../../common/copy/booking-page-copy.ts';
import { LANGUAGES } from '../../common/languages.ts';
import { LEAVING_REASONS, LEAVING_WORDS_MAX } from '../../common/leaving-reasons.ts';

const button = 'rounded-xl px-5 py-3 font-bold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
const primary = `${button} bg-brand-700 text-white hover:bg-brand-800`;
const danger = `${button} bg-red-700 text-white hover:bg-red-800`;
const linkButton =
  'rounded text-left font-semibold text-brand-800 underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** What every part is given: the page's data and its words. */
export interface PartProps {
  page: BookingPageData;
  words: BookingPageCopy;
}

/** The dates a form offers, the first chosen; or, with none, where to turn instead. */
function DateChoices({
  offers,
  words,
  pickableFrom = null,
}: {
  offers: BookingPageData['offers'];
  words: BookingPageCopy;
  pickableFrom?: string | null;
}) {
  if (!offers.length) return <p className="mt-3 text-slate-700">{pickableFrom ? words.pickableFrom(pickableFrom) : words.noDates}</p>;
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

/** Add a card, or open the billing portal: the payment's own links. */
export function PaymentActions({ page, words }: PartProps) {
  if (!page.payment?.pay && !page.payment?.billing) return null;
  return (
    <div className="mt-6 flex flex-wrap gap-3">
      {page.payment.pay ? (
        <a href={`${page.action}/pay`} className={primary}>
          {words.addCard}
        </a>
      ) : null}
      {page.payment.billing ? (
        <form method="post" action={`${page.action}/billing`}>
          <button type="submit" className={`${button} text-brand-800 underline`}>
            {words.billing}
          </button>
        </form>
      ) : null}
    </div>
  );
}

/** A booking held for the customer's yes. */
export function ConfirmHeld({ page, words }: PartProps) {
  return (
    <form
      method="post"
      action={page.action}
      aria-labelledby="confirm-booking"
      className="mt-8 rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-200"
    >
      <h2 id="confirm-booking" className="text-xl font-bold text-brand-950">
        {words.confirmTitle}
      </h2>
      <p className="mt-2 text-slate-800">{words.heldUntil(page.heldUntil ?? '')}</p>
      <input type="hidden" name="action" value="confirm" />
      <button type="submit" className={`${primary} mt-4`}>
        {words.confirm}
      </button>
    </form>
  );
}

/** A membership paused: when, and resume now. */
export function Paused({ page, words, pause }: PartProps & { pause: NonNullable<BookingPageData['pause']> }) {
  return (
    <form method="post" action={page.action} className="mt-6 rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200">
      <h2 className="text-xl font-bold text-brand-950">{words.pausedTitle}</h2>
      <p className="mt-2 text-slate-800">
        {words.pausedFrom(pause.from)} {pause.firstAfter ? words.firstAfter(pause.firstAfter) : words.resumesOn(pause.until)}
      </p>
      <input type="hidden" name="action" value="resume" />
      <button type="submit" className={`${primary} mt-4`}>
        {words.resume}
      </button>
    </form>
  );
}

/** A visit the crew came for and could not clean: a new date for it. */
export function MakeUp({ page, words, makeUp }: PartProps & { makeUp: NonNullable<BookingPageData['makeUp']> }) {
  return (
    <form method="post" action={page.action} className="mt-6 rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200">
      <fieldset>
        <legend className="text-xl font-bold text-brand-950">{words.pickNew}</legend>
        <p className="mt-2 text-slate-800">{words.cameBut(makeUp.missed, makeUp.why)}</p>
        <input type="hidden" name="action" value="rebook" />
        <DateChoices offers={page.offers} words={words} />
      </fieldset>
      {page.offers.length ? (
        <button type="submit" className={`${primary} mt-4`}>
          {words.bookThis}
        </button>
      ) : null}
    </form>
  );
}

/** The confirmation step before a booking is cancelled (a membership: ended): why first, and a pause offered before an end. */
export function ConfirmEnd({ page, words }: PartProps) {
  const ending = page.membership && page.step === 'end';
  const { leaving } = words;
  return (
    <>
      {ending && page.pauseOffer ? (
        <div className="mt-8 rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-200">
          <p className="font-semibold text-brand-950">{leaving.pauseFirst}</p>
          <PauseOffer page={page} words={words} offer={page.pauseOffer} />
        </div>
      ) : null}
      <form method="post" action={page.action} className="mt-8 rounded-2xl bg-red-50 p-5 ring-1 ring-red-200">
        <h2 className="text-xl font-bold text-red-900">{ending ? words.endTitle : words.cancelTitle}</h2>
        <p className="mt-2 text-slate-800">{ending ? words.endText : words.cancelText}</p>
        <input type="hidden" name="action" value={ending ? 'end' : 'cancel'} />
        <fieldset className="mt-4">
          <legend className="font-bold text-slate-900">{leaving.question}</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {LEAVING_REASONS.map((reason) => (
              <label key={reason} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl bg-white p-3 ring-1 ring-slate-300">
                <input type="radio" name="reason" value={reason} required className="size-5 accent-red-700" />
                {leaving.reasons[reason]}
              </label>
            ))}
          </div>
          <label className="mt-3 grid gap-1 font-semibold text-slate-800">
            {leaving.words}
            <textarea
              name="words"
              rows={2}
              maxLength={LEAVING_WORDS_MAX}
              className="rounded-xl border border-slate-300 bg-white px-3 py-2 font-normal"
            />
          </label>
        </fieldset>
        <div className="mt-4 flex flex-wrap gap-3">
          <button type="submit" className={danger}>
            {ending ? words.yesEnd : words.yesCancel}
          </button>
          <a href={page.action} className={`${button} text-brand-800 underline`}>
            {words.keep}
          </a>
        </div>
      </form>
    </>
  );
}

/** The next visit: move it, skip it (a membership), or go on to cancel. */
export function NextVisit({ page, words, next }: PartProps & { next: BookingPageData['nextVisits'][number] }) {
  return (
    <>
      <form method="post" action={page.action} className="mt-8">
        <fieldset>
          <legend className="text-xl font-bold text-brand-950">{words.move(page.membership, next.words)}</legend>
          <input type="hidden" name="action" value="move" />
          <input type="hidden" name="visit" value={next.visit} />
          <DateChoices offers={page.offers} words={words} pickableFrom={page.pause?.pickableFrom} />
        </fieldset>
        {page.offers.length ? (
          <button type="submit" className={`${primary} mt-4`}>
            {words.moveHere}
          </button>
        ) : null}
      </form>
      {page.membership ? (
        <form method="post" action={page.action} className="mt-8">
          <input type="hidden" name="action" value="skip" />
          <input type="hidden" name="visit" value={next.visit} />
          <button type="submit" className={linkButton}>
            {words.skip(next.words)}
          </button>
        </form>
      ) : null}
      <p className="mt-8">
        <a href={`${page.action}?step=${page.membership ? 'end' : 'cancel'}`} className="font-semibold text-red-800 underline">
          {page.membership ? words.endLink : words.cancelLink}
        </a>
      </p>
    </>
  );
}

/** A membership's pause: for so many weeks, or until a date. */
export function PauseOffer({ page, words, offer }: PartProps & { offer: NonNullable<BookingPageData['pauseOffer']> }) {
  return (
    <form method="post" action={page.action} className="mt-8">
      <fieldset>
        <legend className="text-xl font-bold text-brand-950">{words.pauseTitle}</legend>
        <p className="mt-2 text-slate-700">
          {words.pauseFrom(offer.from)}
          {offer.tooLateForTomorrow ? words.pastCutoff : ''}
          {words.resumesItself}
        </p>
        <input type="hidden" name="action" value="pause" />
        <div className="mt-3 flex flex-wrap items-end gap-4">
          <label className="grid gap-1 font-semibold text-slate-800">
            {words.for}
            <select name="weeks" defaultValue="2" className="rounded-xl border border-slate-300 bg-white px-3 py-2.5 font-normal">
              {Array.from({ length: offer.maxWeeks }, (_, i) => i + 1).map((weeks) => (
                <option key={weeks} value={weeks}>
                  {words.weeks(weeks)}
                </option>
              ))}
            </select>
          </label>
          <label className="grid gap-1 font-semibold text-slate-800">
            {words.orUntil}
            <input
              type="date"
              name="until"
              min={offer.fromDate}
              max={offer.latestUntil}
              className="rounded-xl border border-slate-300 bg-white px-3 py-2 font-normal"
            />
          </label>
        </div>
      </fieldset>
      <button type="submit" className={`${primary} mt-4`}>
        {words.pause}
      </button>
    </form>
  );
}

/** The page, and what the business sends about the booking, in each other language. */
export function OtherLanguages({ page }: Pick<PartProps, 'page'>) {
  return LANGUAGES.filter((other) => other !== page.language).map((other) => (
    <form key={other} method="post" action={page.action} className="mt-8">
      <input type="hidden" name="action" value="language" />
      <input type="hidden" name="language" value={other} />
      <button type="submit" lang={other} className={linkButton}>
        {BOOKING_PAGE_COPY[other].switchHere}
      </button>
    </form>
  ));
}
