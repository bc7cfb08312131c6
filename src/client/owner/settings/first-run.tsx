// The first run of a new install: until the owner answers who the business is, where it works
// and what it charges, visitors see 'Opening soon' and nothing is booked. A banner on every page
// of the inbox leads here; Settings asks the questions, with everything else as a new install has
// it, and 'Open the business' opens it.
import { useForm } from 'react-hook-form';
import type { PartValues } from '../../../common/business-parts.ts';
import type { BusinessAnswer } from '../../../common/owner-business.ts';
import { formatPhone } from '../../../common/phone.ts';
import { useOwnerData } from '../shared/owner-data.ts';
import { ownerApi } from '../shared/owner-api.ts';
import { words } from '../shared/typed-list.ts';
import { AboutFields, type AboutValues } from './about-form.tsx';
import { PartForm, SettingField } from './part-form.tsx';
import { PlanPrices, priceFieldAt, pricesInCents, typedPrices, type TypedPrices } from './plan-prices.tsx';

/** On every page of the owner's inbox while the business is not open yet. */
export function FirstRunBanner() {
  const { data } = useOwnerData('GET /owner/api/business');
  if (!data || data.opened) return null;
  return (
    <div role="status" className="mb-4 rounded-2xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200">
      <p className="font-bold">Your business is not open yet.</p>
      <p className="mt-1 text-sm">
        Visitors see &lsquo;Opening soon&rsquo; and cannot book.{' '}
        <a href="#settings" className="font-semibold underline">
          Answer a few questions to open it
        </a>
        .
      </p>
    </div>
  );
}

type Values = AboutValues & { zips: string; prices: TypedPrices };

/** The setup's questions: who the business is, the zips it serves and its prices. */
export function FirstRunForm({ data }: { data: BusinessAnswer }) {
  const { about, schedule, prices } = data.parts;
  const plans = data.plans.filter((plan) => !plan.retired);
  const form = useForm<Values>({
    defaultValues: {
      ...about,
      phone: formatPhone(about.phone),
      zips: [...schedule.jurisdictions.flatMap((j) => j.zips), ...schedule.otherZips].join(' '),
      prices: typedPrices(prices),
    },
  });
  const { errors } = form.formState;
  const send = async ({ zips, prices: typed, ...values }: Values) => {
    const answers: { about: PartValues['about']; zips: string[]; prices: PartValues['prices'] } = {
      about: values,
      zips: words(zips),
      prices: pricesInCents(plans, typed),
    };
    return ownerApi('POST /owner/api/business/open', { body: answers });
  };
  return (
    <PartForm
      title="Open your business"
      action="Open the business"
      note="Until you do, visitors see 'Opening soon' and nothing can be booked. Everything else starts as a new install has it, and can be changed below at any time."
      form={form}
      fieldOf={(name) => (name === 'zips' ? 'zips' : (priceFieldAt('prices', name) ?? name)) as never}
      send={send}
    >
      <AboutFields form={form} />
      <SettingField label="The zips you serve" hint="(5 digits each, separated by spaces)" error={errors.zips?.message}>
        {(props) => <textarea {...props} rows={2} {...form.register('zips')} />}
      </SettingField>
      {plans.map((plan) => (
        <PlanPrices key={plan.id} plan={plan} at="prices" register={form.register} errors={errors.prices?.[plan.id]} />
      ))}
    </PartForm>
  );
}
