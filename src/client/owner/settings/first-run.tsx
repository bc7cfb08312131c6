// The first run of a new install: until the owner answers who the business is, where it works
// and what it charges, visitors see 'Opening soon' and nothing is booked. A banner on every page
// of the inbox leads here; Settings asks the questions, with everything else as a new install has
// it, and 'Open the business' opens it.
import { useForm } from 'react-hook-form';
import type { FirstRun } from '../../../common/business-parts.ts';
import type { BusinessAnswer } from '../../../common/owner-business.ts';
import { useOwnerData } from '../shared/owner-data.ts';
import { ownerApi } from '../shared/owner-api.ts';
import { names, words } from '../shared/typed-list.ts';
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

type Values = AboutValues & { zips: string; areas: string; prices: TypedPrices };

/**
 * The setup's questions: who the business is, the zips and places it serves and its prices. Its
 * fields start empty, with examples: a new install's own facts are another business's, and one
 * tap must never open this one under them. The plans' prices start as suggestions.
 */
export function FirstRunForm({ data, onOpened }: { data: BusinessAnswer; onOpened: () => void }) {
  const { about, prices } = data.parts;
  const plans = data.plans.filter((plan) => !plan.retired);
  const form = useForm<Values>({
    defaultValues: {
      brandName: '',
      phone: '',
      email: '',
      city: '',
      region: '',
      timeZone: about.timeZone,
      socialHandle: '',
      socialUrl: '',
      zips: '',
      areas: '',
      prices: typedPrices(prices),
    },
  });
  const { errors } = form.formState;
  const send = async ({ zips, areas, prices: typed, ...values }: Values) => {
    const answers: FirstRun = {
      about: values,
      zips: words(zips),
      areas: names(areas),
      prices: pricesInCents(plans, typed),
    };
    const opened = await ownerApi('POST /owner/api/business/open', { body: answers });
    onOpened();
    return opened;
  };
  return (
    <PartForm
      title="Open your business"
      action="Open the business"
      note="Until you do, visitors see 'Opening soon' and nothing can be booked. Everything else starts as a new install has it, and can be changed below at any time."
      form={form}
      fieldOf={(name) => (name === 'zips' || name === 'areas' ? name : (priceFieldAt('prices', name) ?? name)) as never}
      send={send}
    >
      <AboutFields form={form} />
      <SettingField label="The zips you serve" hint="(5 digits each, separated by spaces)" error={errors.zips?.message}>
        {(props) => <textarea {...props} rows={2} placeholder="60601 60614 60657" {...form.register('zips')} />}
      </SettingField>
      <SettingField label="The places you serve" hint="(as the page and Ava name them, separated by commas)" error={errors.areas?.message}>
        {(props) => <input {...props} type="text" placeholder="Lincoln Park, Lakeview, the Loop" {...form.register('areas')} />}
      </SettingField>
      {plans.map((plan) => (
        <PlanPrices key={plan.id} plan={plan} at="prices" register={form.register} errors={errors.prices?.[plan.id]} />
      ))}
    </PartForm>
  );
}
