// A plan the owner adds (Prices and plans), and one they stop offering: its name, what it is and what it includes in English
// and Spanish, its prices, and how often its visits come (blank: a clean booked once). Saved, it
// is on /book, with Ava and at checkout from the next request; its card's rhythm and button words
// are made from what is typed, in both languages.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
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

/** Stop offering a plan the owner added, after a yes: off the page, /book and Ava's list; its bookings keep it. */
export function StopPlan({ id, name }: { id: string; name: string }) {
  const queries = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState('');
  const stop = async () => {
    setError('');
    try {
      await ownerApi('POST /owner/api/business/plans/:id/retire', { params: { id }, body: {} });
      await queries.invalidateQueries({ queryKey: ['GET /owner/api/business'] });
    } catch (failure) {
      setError(String((failure as Error).message));
    }
  };
  if (!confirming)
    return (
      <Button type="button" size="sm" variant="secondary" className="col-span-2 justify-self-start" onClick={() => setConfirming(true)}>
        Stop offering {name}
      </Button>
    );
  return (
    <div role="group" aria-label={`Stop offering ${name}?`} className="col-span-2 flex flex-wrap items-center gap-2">
      <span className="text-sm font-semibold text-slate-800">Stop offering {name}? Its bookings keep it.</span>
      <Button type="button" size="sm" variant="danger" onClick={() => void stop()}>
        Yes, stop offering it
      </Button>
      <Button type="button" size="sm" variant="secondary" onClick={() => setConfirming(false)}>
        No, keep it
      </Button>
      {error ? (
        <p role="alert" className="w-full text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
