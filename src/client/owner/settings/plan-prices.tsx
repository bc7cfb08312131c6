// A plan's two prices as the owner types them, in dollars: the first can and each extra one
// (Settings' prices, and the first run's).
import type { ReactNode } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { DOLLARS, toCents } from './dollars.ts';
import { SettingField } from './part-form.tsx';

type Prices = Record<string, { first: string; extra: string }>;

export function PlanPrices<K extends string>({
  plan,
  at,
  register,
  errors,
  children,
}: {
  plan: { id: string; name: string };
  /** Where the form keeps the plans' prices ('plans', 'prices'). */
  at: K;
  register: UseFormRegister<Record<K, Prices>>;
  errors: Partial<Record<'first' | 'extra', { message?: string | undefined }>> | undefined;
  children?: ReactNode;
}) {
  return (
    <fieldset className="grid grid-cols-2 gap-3">
      <legend className="mb-2 font-semibold text-brand-950">{plan.name}</legend>
      {(['first', 'extra'] as const).map((which) => (
        <SettingField
          key={which}
          label={which === 'first' ? 'The first can' : 'Each extra can'}
          hint="($)"
          error={errors?.[which]?.message}
        >
          {(props) => (
            <input
              {...props}
              inputMode="decimal"
              {...register(`${at}.${plan.id}.${which}` as never, { validate: (v: string) => !Number.isNaN(toCents(v)) || DOLLARS })}
            />
          )}
        </SettingField>
      ))}
      {children}
    </fieldset>
  );
}
