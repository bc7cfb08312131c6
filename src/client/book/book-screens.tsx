// Each screen of the booking page, drawn from what the server hands it: a step's form, or one of
// the ends (details kept, a booking held for its e-mail, a booking made).
import type { ReactNode } from 'react';
import type { BookScreen, BookView } from '../../common/book-flow.ts';
import { BOOK_COPY } from '../../common/copy/book-copy.ts';
import { CUSTOMER_STATUSES, PLAN_IDS, SERVICE_TYPES } from '../../common/services.ts';
import { WEEKDAYS } from '../../common/site-config.schema.ts';
import { ButtonLink } from '../components/ui/button.tsx';
import { CallBackForm } from '../components/call-back-form.tsx';
import { ChoiceGroup, ConsentBox, Field } from '../sections/contact/form-fields.tsx';
import { OptionCards, StepForm } from './book-parts.tsx';
import { CodeScreen } from './code-screen.tsx';

type Screen = (props: { view: BookView }) => ReactNode;

const ZipScreen: Screen = ({ view }) => {
  const words = BOOK_COPY[view.language];
  return (
    <StepForm view={view}>
      <Field name="zip" label={words.zipLabel} error={view.messages.zip}>
        {(a) => (
          <input
            {...a}
            name="zip"
            inputMode="numeric"
            autoComplete="postal-code"
            defaultValue={view.values.zip}
            className={`${a.className} max-w-48`}
          />
        )}
      </Field>
    </StepForm>
  );
};

const PickupScreen: Screen = ({ view }) => {
  const words = BOOK_COPY[view.language];
  const options = WEEKDAYS.map((day) => ({ value: day, label: words.weekdays[day] }));
  return (
    <StepForm view={view} oneTap>
      <OptionCards
        name="pickup_day"
        legend={words.pickupLegend}
        options={options}
        checked={view.values.pickup_day}
        error={view.messages.pickup_day}
        columns={2}
      />
    </StepForm>
  );
};

const PlanScreen: Screen = ({ view }) => {
  const words = BOOK_COPY[view.language];
  // The plans as the server has them now (their prices may have changed since this page was built).
  const plans = view.plans.length ? view.plans : PLAN_IDS.map((id) => ({ id, ...words.plans(id) }));
  const options = plans.map(({ id, name, terms }) => ({ value: id, label: name, detail: terms }));
  return (
    <StepForm view={view} oneTap>
      <OptionCards name="plan" legend={words.planLegend} options={options} checked={view.values.plan} error={view.messages.plan} />
    </StepForm>
  );
};

const CansScreen: Screen = ({ view }) => {
  const words = BOOK_COPY[view.language];
  const options = view.prices.map(({ cans, words: price }) => ({ value: String(cans), label: words.cansOption(cans, price) }));
  return (
    <StepForm view={view} oneTap>
      <OptionCards
        name="cans"
        legend={words.cansLegend}
        options={options}
        checked={view.values.cans ?? '1'}
        error={view.messages.cans}
        columns={2}
      />
    </StepForm>
  );
};

const DateScreen: Screen = ({ view }) => {
  const words = BOOK_COPY[view.language];
  if (!view.dates.length)
    return <p className="mt-6 rounded-2xl bg-amber-50 p-4 text-slate-800 ring-1 ring-amber-200">{words.noDates(view.business)}</p>;
  const options = (later: boolean) =>
    view.dates
      .filter((offer) => offer.later === later)
      .map((offer) => ({
        value: offer.date,
        label: offer.movedTo ? offer.movedTo.words : offer.words,
        detail: offer.movedTo ? words.movedTo(offer.movedTo.words, offer.movedTo.holiday) : null,
      }));
  const later = options(true);
  return (
    <StepForm view={view} oneTap>
      <OptionCards name="date" legend={words.datesLegend} options={options(false)} checked={view.values.date} error={view.messages.date} />
      {later.length ? (
        // Closed unless the date chosen is one of them: the first few are what most visitors want.
        <details open={later.some((o) => o.value === view.values.date)} className="group">
          <summary className="cursor-pointer rounded-2xl px-1 py-2 font-semibold text-brand-800 underline underline-offset-4">
            {words.laterDates}
          </summary>
          <div className="mt-3">
            <OptionCards
              id="contact-date-later"
              name="date"
              legend={words.laterDates}
              options={later}
              checked={view.values.date}
              error={undefined}
            />
          </div>
        </details>
      ) : null}
    </StepForm>
  );
};

/** The contact form's own fields (labels, hints, consent and messages), as a booking asks for them. */
function DetailsFields({ view, notes, service }: { view: BookView; notes?: { label: string; hint: string }; service?: ReactNode }) {
  const { form } = BOOK_COPY[view.language].page;
  const { values, messages } = view;
  const text = (name: 'full_name' | 'mobile' | 'email' | 'street') => ({ name, defaultValue: values[name] });
  return (
    <>
      <ChoiceGroup
        name="customer_status"
        legend={form.status}
        labels={labelsOf(CUSTOMER_STATUSES, form.statuses)}
        checked={values.customer_status}
        error={messages.customer_status}
      />
      <Field name="full_name" label={form.fullName} error={messages.full_name}>
        {(a) => <input {...a} autoComplete="name" {...text('full_name')} />}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field name="mobile" label={form.mobile} hint={form.mobileHint} error={messages.mobile}>
          {(a) => <input {...a} type="tel" autoComplete="tel" inputMode="tel" {...text('mobile')} />}
        </Field>
        <Field name="email" label={form.email} error={messages.email}>
          {(a) => <input {...a} type="email" autoComplete="email" {...text('email')} />}
        </Field>
      </div>
      <Field name="street" label={form.street} error={messages.street}>
        {(a) => <input {...a} autoComplete="address-line1" {...text('street')} />}
      </Field>
      {service}
      <Field name="notes" label={notes?.label ?? form.notes} hint={notes?.hint ?? form.optional} error={messages.notes}>
        {(a) => <textarea {...a} name="notes" rows={3} defaultValue={values.notes} />}
      </Field>
      <ConsentBox name="sms_opt_in" label={form.consent} defaultChecked={values.sms_opt_in === 'on'} error={messages.sms_opt_in} />
    </>
  );
}

const labelsOf = <T extends string>(options: readonly T[], labels: Record<T, string>) =>
  Object.fromEntries(options.map((option) => [option, labels[option]])) as Record<string, string>;

/** What the booking comes to and how it is paid, said before the code is asked for. */
function Total({ view }: { view: BookView }) {
  if (!view.total) return null;
  const { total } = BOOK_COPY[view.language];
  return (
    <section aria-labelledby="book-total" className="rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-200">
      <h3 id="book-total" className="font-bold text-brand-950">
        {total.title}
      </h3>
      <p className="mt-1 text-lg font-semibold text-slate-900">
        {view.total.perVisit}
        {view.total.perMonth ? <span className="block text-sm font-normal text-slate-600">{view.total.perMonth}</span> : null}
      </p>
      <p className="mt-1 text-sm text-slate-700">{view.total.pay}</p>
    </section>
  );
}

const DetailsScreen: Screen = ({ view }) => (
  <StepForm view={view}>
    <DetailsFields view={view} />
    <Total view={view} />
  </StepForm>
);

const OutsideScreen: Screen = ({ view }) => {
  const words = BOOK_COPY[view.language];
  const { form } = words.page;
  return (
    <>
      <p className="mt-3 text-slate-700">{words.outside(view.zip ?? '', view.business)}</p>
      <StepForm view={view} submit={words.keepPosted}>
        <DetailsFields
          view={view}
          service={
            <ChoiceGroup
              name="service_type"
              legend={form.serviceType}
              labels={labelsOf(SERVICE_TYPES, form.serviceTypes)}
              checked={view.values.service_type}
              error={view.messages.service_type}
            />
          }
        />
      </StepForm>
    </>
  );
};

const CommercialScreen: Screen = ({ view }) => {
  const words = BOOK_COPY[view.language];
  return (
    <StepForm view={view} submit={words.requestProposal}>
      <DetailsFields view={view} notes={{ label: words.proposalNotes, hint: words.proposalHint }} />
    </StepForm>
  );
};

/** An end of the page: its words (and what else it offers), and the way home. */
function End({ view, text, children }: { view: BookView; text: string; children?: ReactNode }) {
  const words = BOOK_COPY[view.language];
  return (
    <>
      <p className="mt-3 text-lg text-slate-700">{text}</p>
      {children}
      <ButtonLink href={words.home} className="mt-6">
        {words.goHome(view.business)}
      </ButtonLink>
    </>
  );
}

export const SCREENS: Record<BookScreen, Screen> = {
  zip: ZipScreen,
  pickup: PickupScreen,
  plan: PlanScreen,
  cans: CansScreen,
  date: DateScreen,
  details: DetailsScreen,
  code: CodeScreen,
  outside: OutsideScreen,
  commercial: CommercialScreen,
  left: ({ view }) => (
    <End view={view} text={BOOK_COPY[view.language].left(view.values.full_name ?? '')}>
      {view.callBack ? (
        <CallBackForm
          language={view.language}
          offer={view.callBack}
          action={view.action}
          fields={{ screen: 'left', call_back: 'now' }}
          className="mt-6"
        />
      ) : null}
    </End>
  ),
  held: ({ view }) => <End view={view} text={BOOK_COPY[view.language].held(view.email ?? '', view.heldMinutes)} />,
  booked: ({ view }) => <End view={view} text={view.reference ? BOOK_COPY[view.language].reference(view.reference) : ''} />,
};
