// The business's facts the owner changes, a form per part: the plans' prices, where and when we
// work (the zips under each jurisdiction's holiday rules, the days of service, the days closed,
// a day's room), the messages' quiet hours and review link, and the payments' terms. Prices are
// typed in dollars and sent in cents; lists are typed as words separated by spaces or commas.
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import type { BusinessAnswer } from '../../../common/owner-business.ts';
import { WEEKDAYS, type Weekday } from '../../../common/site-config.schema.ts';
import { ownerApi } from '../shared/owner-api.ts';
import { words, names } from '../shared/typed-list.ts';
import { PartForm, SettingField } from './part-form.tsx';
import { PlanPrices, priceFieldAt, pricesInCents, typedPrices, type TypedPrices } from './plan-prices.tsx';
import { DOLLARS, toCents, toDollars } from './dollars.ts';
import { StopPlan } from './new-plan-form.tsx';

export function PricesForm({ data }: { data: BusinessAnswer }) {
  const offered = data.plans.filter((plan) => !plan.retired);
  const form = useForm<{ plans: TypedPrices }>({ defaultValues: { plans: typedPrices(data.parts.prices) } });
  const { errors } = form.formState;
  return (
    <PartForm
      title="Prices and plans"
      note="A new price holds at once for every new booking, online, with Ava and at checkout. Members booked before keep their price."
      form={form}
      fieldOf={(name) => priceFieldAt('plans', name) as never}
      send={(values) => ownerApi('PUT /owner/api/business/prices', { body: pricesInCents(offered, values.plans) })}
    >
      {offered.map((plan) => (
        <PlanPrices key={plan.id} plan={plan} at="plans" register={form.register} errors={errors.plans?.[plan.id]}>
          {plan.added ? <StopPlan id={plan.id} name={plan.name} /> : null}
        </PlanPrices>
      ))}
    </PartForm>
  );
}

/** The weekdays the team works, one box each. */
function ServiceDaysField({ register, error }: { register: UseFormRegisterReturn; error: string | undefined }) {
  return (
    <fieldset aria-describedby={error ? 'service-days-error' : undefined}>
      <legend className="text-sm font-semibold text-slate-800">The days we work</legend>
      <div className="mt-1.5 flex flex-wrap gap-x-4 gap-y-2">
        {WEEKDAYS.map((day) => (
          <label key={day} className="inline-flex min-h-11 items-center gap-2 text-base text-slate-900">
            <input type="checkbox" value={day} className="size-5" {...register} />
            {day}
          </label>
        ))}
      </div>
      {error ? (
        <p id="service-days-error" className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function ScheduleForm({ data }: { data: BusinessAnswer }) {
  const { schedule } = data.parts;
  type Values = {
    jurisdictions: Record<string, string>;
    otherZips: string;
    areas: string;
    serviceDays: Weekday[];
    blackoutDates: string;
    capacityPerDay: string;
    horizonDays: string;
  };
  const form = useForm<Values>({
    defaultValues: {
      jurisdictions: Object.fromEntries(schedule.jurisdictions.map((j) => [j.id, j.zips.join(' ')])),
      otherZips: schedule.otherZips.join(' '),
      areas: schedule.areas.join(', '),
      serviceDays: schedule.serviceDays,
      blackoutDates: schedule.blackoutDates.join(' '),
      capacityPerDay: String(schedule.capacityPerDay),
      horizonDays: String(schedule.horizonDays),
    },
  });
  const { errors } = form.formState;
  const zipHint = '(5 digits each, separated by spaces)';
  return (
    <PartForm
      title="Where and when we work"
      note="Every way in offers dates by these from the next request: the booking page, Ava and the inbox."
      form={form}
      fieldOf={(name) => (['areas', 'serviceDays', 'blackoutDates', 'capacityPerDay', 'horizonDays'] as const).find((f) => f === name)}
      send={(values) =>
        ownerApi('PUT /owner/api/business/schedule', {
          body: {
            jurisdictions: data.jurisdictions.map(({ id }) => ({ id, zips: words(values.jurisdictions[id] ?? '') })),
            otherZips: words(values.otherZips),
            areas: names(values.areas),
            serviceDays: WEEKDAYS.filter((day) => values.serviceDays.includes(day)),
            blackoutDates: words(values.blackoutDates),
            capacityPerDay: Number(values.capacityPerDay),
            horizonDays: Number(values.horizonDays),
          },
        })
      }
    >
      {data.jurisdictions.map((j) => (
        <SettingField key={j.id} label={j.name} hint="(zips that follow its holiday pickups, 5 digits each, separated by spaces)">
          {(props) => <textarea {...props} rows={2} {...form.register(`jurisdictions.${j.id}`)} />}
        </SettingField>
      ))}
      <SettingField label="Other zips we serve (no holiday rule)" hint={zipHint}>
        {(props) => <textarea {...props} rows={2} {...form.register('otherZips')} />}
      </SettingField>
      <SettingField label="Places named on the page and by Ava" hint="(separated by commas)" error={errors.areas?.message}>
        {(props) => <textarea {...props} rows={2} {...form.register('areas')} />}
      </SettingField>
      <ServiceDaysField register={form.register('serviceDays')} error={errors.serviceDays?.message} />
      <SettingField label="The days we are closed" hint="(YYYY-MM-DD, separated by spaces)" error={errors.blackoutDates?.message}>
        {(props) => <textarea {...props} rows={2} {...form.register('blackoutDates')} />}
      </SettingField>
      <SettingField label="The room in a day" hint="(visits, all trucks together)" error={errors.capacityPerDay?.message}>
        {(props) => <input {...props} inputMode="numeric" {...form.register('capacityPerDay')} />}
      </SettingField>
      <SettingField
        label="How far ahead we book"
        hint="(days, 2 to 90: the booking page shows the first dates, and the rest under 'Later dates')"
        error={errors.horizonDays?.message}
      >
        {(props) => <input {...props} inputMode="numeric" {...form.register('horizonDays')} />}
      </SettingField>
    </PartForm>
  );
}

export function MessagesForm({ data }: { data: BusinessAnswer }) {
  const { messages } = data.parts;
  type Values = { quietFrom: string; quietUntil: string; reviewUrl: string };
  const form = useForm<Values>({
    defaultValues: { quietFrom: String(messages.quietFrom), quietUntil: String(messages.quietUntil), reviewUrl: messages.reviewUrl },
  });
  const { errors } = form.formState;
  return (
    <PartForm
      title="Messages"
      note="No text goes to a customer in the quiet hours but a code they asked for or Ava’s answer to their text."
      form={form}
      send={(values) =>
        ownerApi('PUT /owner/api/business/messages', {
          body: { quietFrom: Number(values.quietFrom), quietUntil: Number(values.quietUntil), reviewUrl: values.reviewUrl },
        })
      }
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <SettingField label="Quiet from" hint="(hour, 12 to 21: no text goes after 9 PM)" error={errors.quietFrom?.message}>
          {(props) => <input {...props} inputMode="numeric" {...form.register('quietFrom')} />}
        </SettingField>
        <SettingField label="Quiet until" hint="(hour, 8 to 12: none before 8 AM)" error={errors.quietUntil?.message}>
          {(props) => <input {...props} inputMode="numeric" {...form.register('quietUntil')} />}
        </SettingField>
      </div>
      <SettingField label="The review link sent after a visit" error={errors.reviewUrl?.message}>
        {(props) => <input {...props} type="url" {...form.register('reviewUrl')} />}
      </SettingField>
    </PartForm>
  );
}

export function PaymentsForm({ data }: { data: BusinessAnswer }) {
  const { payments } = data.parts;
  type Values = { lateCancelRefundPercent: string; tripFee: string };
  const form = useForm<Values>({
    defaultValues: { lateCancelRefundPercent: String(payments.lateCancelRefundPercent), tripFee: toDollars(payments.tripFeeCents) },
  });
  const { errors } = form.formState;
  return (
    <PartForm
      title="Payments"
      form={form}
      fieldOf={(name) => (name === 'tripFeeCents' ? 'tripFee' : name === 'lateCancelRefundPercent' ? name : undefined)}
      send={(values) =>
        ownerApi('PUT /owner/api/business/payments', {
          body: { lateCancelRefundPercent: Number(values.lateCancelRefundPercent), tripFeeCents: toCents(values.tripFee) },
        })
      }
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <SettingField label="Given back on a late cancel" hint="(%)" error={errors.lateCancelRefundPercent?.message}>
          {(props) => <input {...props} inputMode="numeric" {...form.register('lateCancelRefundPercent')} />}
        </SettingField>
        <SettingField label="The trip fee when cans are not out" hint="($)" error={errors.tripFee?.message}>
          {(props) => (
            <input
              {...props}
              inputMode="decimal"
              {...form.register('tripFee', { validate: (v) => !Number.isNaN(toCents(v)) || DOLLARS })}
            />
          )}
        </SettingField>
      </div>
    </PartForm>
  );
}
