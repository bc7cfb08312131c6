// The business itself: its name, phone and e-mail as every page, e-mail, text and invitation
// names it, its city, its Instagram, and the time zone its days and quiet hours follow.
import { useForm, type UseFormReturn } from 'react-hook-form';
import type { PartValues } from '../../../common/business-parts.ts';
import type { BusinessAnswer } from '../../../common/owner-business.ts';
import { formatPhone } from '../../../common/phone.ts';
import { ownerApi } from '../shared/owner-api.ts';
import { PartForm, SettingField } from './part-form.tsx';

/** The zones of the United States, the first a business in each would pick. */
const US_ZONES: { zone: string; words: string }[] = [
  { zone: 'America/New_York', words: 'Eastern (New York)' },
  { zone: 'America/Chicago', words: 'Central (Chicago)' },
  { zone: 'America/Denver', words: 'Mountain (Denver)' },
  { zone: 'America/Phoenix', words: 'Arizona (Phoenix)' },
  { zone: 'America/Los_Angeles', words: 'Pacific (Los Angeles)' },
  { zone: 'America/Anchorage', words: 'Alaska (Anchorage)' },
  { zone: 'Pacific/Honolulu', words: 'Hawaii (Honolulu)' },
];

export type AboutValues = PartValues['about'];

/** What each field takes, by example (a made-up business: a field never starts with another's facts). */
const EXAMPLES: Partial<Record<keyof AboutValues, string>> = {
  brandName: 'Lakeside Bins',
  phone: '(312) 555-0147',
  email: 'hello@lakesidebins.com',
  city: 'Chicago',
  region: 'IL',
  socialHandle: '@lakesidebins',
  socialUrl: 'https://instagram.com/lakesidebins',
};

/** The business's own fields, in a form whose values include them (this part's, or the first run's). */
export function AboutFields<V extends AboutValues>({ form: anyForm }: { form: UseFormReturn<V> }) {
  const form = anyForm as unknown as UseFormReturn<AboutValues>;
  const { errors } = form.formState;
  const zone = form.getValues('timeZone');
  const zones = US_ZONES.some((z) => z.zone === zone) ? US_ZONES : [{ zone, words: zone }, ...US_ZONES];
  const text = (name: keyof AboutValues, label: string, type = 'text', hint?: string) => (
    <SettingField label={label} hint={hint} error={errors[name]?.message}>
      {(props) => <input {...props} type={type} placeholder={EXAMPLES[name]} {...form.register(name)} />}
    </SettingField>
  );
  return (
    <>
      {text('brandName', "The business's name")}
      <div className="grid gap-3 sm:grid-cols-2">
        {text('phone', 'The phone', 'tel', '(customers call and text it)')}
        {text('email', 'The e-mail', 'email', '(replies to every e-mail come here)')}
        {text('city', 'The city', 'text', "(the page says 'Greater …')")}
        {text('region', 'The state', 'text', '(2 letters)')}
      </div>
      <SettingField label="The time zone" error={errors.timeZone?.message}>
        {(props) => (
          <select {...props} {...form.register('timeZone')}>
            {zones.map((z) => (
              <option key={z.zone} value={z.zone}>
                {z.words}
              </option>
            ))}
          </select>
        )}
      </SettingField>
      <div className="grid gap-3 sm:grid-cols-2">
        {text('socialHandle', 'The Instagram handle', 'text', '(or none)')}
        {text('socialUrl', 'The Instagram page', 'url', '(or none)')}
      </div>
    </>
  );
}

export function AboutForm({ data }: { data: BusinessAnswer }) {
  const about = data.parts.about;
  // The phone as people write it; the server keeps its digits.
  const form = useForm<AboutValues>({ defaultValues: { ...about, phone: formatPhone(about.phone) } });
  return (
    <PartForm
      title="The business"
      note="How the page, Ava, every e-mail, text and invitation name the business, and the clock its days follow."
      form={form}
      send={(values) => ownerApi('PUT /owner/api/business/about', { body: values })}
    >
      <AboutFields form={form} />
    </PartForm>
  );
}
