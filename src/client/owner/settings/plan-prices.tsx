// A plan's two prices as the owner types them, in dollars: the first can and each extra one
// (Settings' prices, and the first run's).
import type { ReactNode } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import type { PartValues } from '../../../common/business-parts.ts';
import { DOLLARS, toCents, toDollars } from './dollars.ts';
import { SettingField } from './part-form.tsx';

/** Each plan's two prices as typed, by the plan's id. */
export type TypedPrices = Record<string, { first: string; extra: string }>;

/** The prices in force, as the form shows them. */
export const typedPrices = (prices: PartValues['prices']): TypedPrices =>
  Object.fromEntries(prices.plans.map((p) => [p.id, { first: toDollars(p.first), extra: toDollars(p.extra) }]));

/** The prices typed for these plans, in cents, as the server takes them. */
export const pricesInCents = (plans: readonly { id: string }[], typed: TypedPrices): PartValues['prices'] => ({
  plans: plans.map(({ id }) => ({ id, first: toCents(typed[id]!.first), extra: toCents(typed[id]!.extra) })),
});

/** The form field a problem with a plan's price ('one-time.first') names, where the form keeps them at `at`. */
export const priceFieldAt = (at: string, name: string): string | undefined =>
  /^[\w-]+\.(first|extra)$/.test(name) ? `${at}.${name}` : undefined;

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
  register: UseFormRegister<Record<K, TypedPrices>>;
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
