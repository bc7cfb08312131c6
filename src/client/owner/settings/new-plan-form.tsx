// A plan the owner adds (Prices and plans): its name, what it is and what it includes in English
// and Spanish, its prices, and how often its visits come (blank: a clean booked once). Saved, it
// is on /book, with Ava and at checkout from the next request; its card's rhythm and button words
// are made from what is typed, in both languages.
import { useForm } from 'react-hook-form';
import { ownerApi } from '../shared/owner-api.ts';
import { PartForm, SettingField } from './part-form.tsx';
import { DOLLARS, toCents } from './dollars.ts';

type Values = {
  name: string;
  nameEs: string;
  description: string;
  descriptionEs: string;
  features: string;
  featuresEs: string;
  first: string;
  extra: string;
  everyWeeks: string;
};

const TEXTS = [
  ['name', 'Name', ''],
  ['nameEs', 'Name in Spanish', ''],
  ['description', 'What it is', '(a sentence on its card)'],
  ['descriptionEs', 'What it is, in Spanish', ''],
  ['features', 'What it includes', '(one a line)'],
  ['featuresEs', 'What it includes, in Spanish', '(one a line)'],
] as const;

const lines = (typed: string) =>
  typed
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export function NewPlanForm() {
  const form = useForm<Values>({
    defaultValues: {
      name: '',
      nameEs: '',
      description: '',
      descriptionEs: '',
      features: '',
      featuresEs: '',
      first: '',
      extra: '',
      everyWeeks: '',
    },
  });
  const { errors } = form.formState;
  return (
    <PartForm
      title="Add a plan"
      action="Add the plan"
      note="A new plan is on the booking page, with Ava and at checkout at once. With weeks, it is a membership: its visits come that often and each is charged on its day."
      form={form}
      send={(values) =>
        ownerApi('POST /owner/api/business/plans', {
          body: {
            name: values.name,
            nameEs: values.nameEs,
            description: values.description,
            descriptionEs: values.descriptionEs,
            features: lines(values.features),
            featuresEs: lines(values.featuresEs),
            first: toCents(values.first),
            extra: toCents(values.extra),
            everyWeeks: values.everyWeeks.trim() ? Number(values.everyWeeks) : null,
          },
        })
      }
    >
      {TEXTS.map(([name, label, hint]) => (
        <SettingField key={name} label={label} hint={hint} error={errors[name]?.message}>
          {(props) =>
            name.startsWith('features') ? (
              <textarea {...props} rows={3} {...form.register(name)} />
            ) : (
              <input {...props} {...form.register(name)} />
            )
          }
        </SettingField>
      ))}
      <div className="grid grid-cols-2 gap-3">
        {(['first', 'extra'] as const).map((which) => (
          <SettingField
            key={which}
            label={which === 'first' ? 'The first can' : 'Each extra can'}
            hint="($)"
            error={errors[which]?.message}
          >
            {(props) => (
              <input {...props} inputMode="decimal" {...form.register(which, { validate: (v) => !Number.isNaN(toCents(v)) || DOLLARS })} />
            )}
          </SettingField>
        ))}
      </div>
      <SettingField label="Every how many weeks" hint="(1 to 12; blank for a clean booked once)" error={errors.everyWeeks?.message}>
        {(props) => <input {...props} inputMode="numeric" {...form.register('everyWeeks')} />}
      </SettingField>
    </PartForm>
  );
}
