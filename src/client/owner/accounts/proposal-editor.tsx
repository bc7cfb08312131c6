// A proposal as the owner writes it: the account and its billing contact, each address (street,
// zip checked against the service area, carts, pickup day, how often, the price per cart with the
// tiers' suggestion for the carts in all), the start date and a note; the price of a visit and of
// a month shown as they type. Saved as a draft, or saved and sent. Addresses already on the
// account (a version that adds to it) are shown and kept as they are.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, type ComponentProps, type ReactNode } from 'react';
import { useFieldArray, useForm, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { z } from 'zod';
import type { ProposalSiteInput } from '../../../common/owner-accounts.ts';
import {
  FREQUENCIES,
  money$,
  PROPOSAL_MESSAGES,
  proposalSchema,
  proposalSiteSchema,
  proposalTotals,
  sitePerMonth,
  sitePerVisit,
  suggestedCentsPerCart,
  type Frequency,
  type ProposalInput,
  type ProposalLimits,
} from '../../../common/proposals.ts';
import { WEEKDAYS } from '../../../common/site-config.schema.ts';
import { Button } from '../../components/ui/button.tsx';
import { field } from '../shared/owner-view.tsx';

export const FREQUENCY_WORDS: Record<Frequency, string> = {
  weekly: 'Every week',
  biweekly: 'Every 2 weeks',
  monthly: 'Every 4 weeks (monthly)',
};

/** The editor's values: a price in dollars where the proposal keeps cents; an address in a zip served now. */
const editorSchema = (zips: readonly string[], rules: ProposalLimits) => {
  const limits = { ...rules, servedZips: () => zips };
  return proposalSchema(limits)
    .omit({ sites: true })
    .extend({
      sites: z
        .array(
          proposalSiteSchema(limits)
            .omit({ centsPerCart: true })
            .extend({
              dollars: z.number({ error: PROPOSAL_MESSAGES.price }).min(0.5, PROPOSAL_MESSAGES.price).max(100, PROPOSAL_MESSAGES.price),
              onAccount: z.boolean().optional(),
            }),
        )
        .min(1, PROPOSAL_MESSAGES.sites)
        .max(rules.maxAddresses, `At most ${rules.maxAddresses} addresses in one proposal.`),
    });
};
type EditorValues = z.input<ReturnType<typeof editorSchema>>;
type EditorSite = EditorValues['sites'][number];

const toEditor = (input: Omit<ProposalInput, 'sites'> & { sites: ProposalSiteInput[] }): EditorValues => ({
  ...input,
  sites: input.sites.map(({ centsPerCart, ...site }) => ({ ...site, dollars: centsPerCart / 100 })),
});
/** The proposal the server takes, from what the editor holds. */
const toInput = (values: EditorValues): ProposalInput => ({
  ...values,
  sites: values.sites.map(({ dollars, onAccount: _kept, ...site }) => ({ ...site, centsPerCart: Math.round(dollars * 100) })),
});
/** An address's numbers as typed so far (a field being typed may not be a number yet). */
const priced = (site: Partial<EditorSite>) => ({
  carts: Number.isFinite(site.carts) ? Number(site.carts) : 0,
  centsPerCart: Number.isFinite(site.dollars) ? Math.round(Number(site.dollars) * 100) : 0,
  frequency: site.frequency ?? 'weekly',
});

export interface EditorProps {
  initial: Omit<ProposalInput, 'sites'> & { sites: ProposalSiteInput[] };
  /** The zips served now, as the server said. */
  zips: readonly string[];
  /** The business's commercial limits and tiers, as the server said. */
  limits: ProposalLimits;
  /** Saves the proposal (made, or rewritten) and, with `send`, sends it. */
  onSave: (input: ProposalInput, send: boolean) => Promise<void>;
  busy: boolean;
}

export function ProposalEditor({ initial, zips, limits: rules, onSave, busy }: EditorProps) {
  const schema = useMemo(() => editorSchema(zips, rules), [zips, rules]);
  const { register, control, handleSubmit, setValue, formState } = useForm<EditorValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: zodResolver(schema),
    defaultValues: toEditor(initial),
  });
  // Keyed apart from an address's own id (kept through every version), which the form must not replace.
  const { fields, append, remove } = useFieldArray({ control, name: 'sites', keyName: 'key' });
  const errors = formState.errors;
  const save = (send: boolean) => handleSubmit((values) => onSave(toInput(values), send));
  const email = useWatch({ control, name: 'email' });
  return (
    <form noValidate onSubmit={(e) => e.preventDefault()} className="mt-4 grid gap-5">
      <AccountFields register={register} errors={errors} />
      {fields.map((site, i) =>
        site.onAccount ? (
          <KeptSite key={site.key} site={site} />
        ) : (
          <SiteFields
            key={site.key}
            index={i}
            register={register}
            control={control}
            errors={errors}
            maxCarts={rules.maxCartsPerAddress}
            onRemove={fields.length > 1 ? () => remove(i) : undefined}
          />
        ),
      )}
      {errors.sites?.message ? <p className="text-sm font-semibold text-red-700">{errors.sites.message}</p> : null}
      <div>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          disabled={fields.length >= rules.maxAddresses}
          onClick={() =>
            append({
              street: '',
              zip: '',
              carts: 1,
              pickupDay: 'Monday',
              frequency: 'weekly',
              dollars: suggestedCentsPerCart(rules.tiers, 1) / 100,
            })
          }
        >
          Add an address
        </Button>
      </div>
      <Suggestion
        control={control}
        tiers={rules.tiers}
        setDollars={(dollars) => fields.forEach((site, i) => !site.onAccount && setValue(`sites.${i}.dollars`, dollars))}
      />
      <StartAndNote register={register} errors={errors} />
      <Totals control={control} />
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="secondary" disabled={busy} onClick={() => void save(false)()}>
          Save draft
        </Button>
        <Button type="button" disabled={busy} onClick={() => void save(true)()}>
          Save and send
        </Button>
      </div>
      <p className="-mt-2 text-sm text-slate-600">
        Sent, it goes by e-mail{email ? ` to ${email}` : ''} with the link to its page, and can no longer change.
      </p>
    </form>
  );
}

type Parts = { register: UseFormRegister<EditorValues>; errors: FieldErrors<EditorValues> };

/** A group of the editor's fields under its legend. */
const Group = ({ legend, children }: { legend: string; children: ReactNode }) => (
  <fieldset className="grid gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
    <legend className="px-1 text-base font-bold text-brand-950">{legend}</legend>
    {children}
  </fieldset>
);

function AccountFields({ register, errors }: Parts) {
  return (
    <Group legend="The account">
      <Text label="Business name" name="business" register={register} error={errors.business?.message} autoComplete="organization" />
      <Text label="Billing contact's name" name="contactName" register={register} error={errors.contactName?.message} autoComplete="name" />
      <Text
        label="Billing contact's e-mail"
        name="email"
        type="email"
        register={register}
        error={errors.email?.message}
        autoComplete="email"
      />
      <Text
        label="Billing contact's mobile"
        name="mobile"
        type="tel"
        register={register}
        error={errors.mobile?.message}
        autoComplete="tel"
      />
      <label className="text-sm font-semibold text-slate-800">
        The customer's language
        <select className={field} {...register('language')}>
          <option value="en">English</option>
          <option value="es">Español</option>
        </select>
      </label>
    </Group>
  );
}

function StartAndNote({ register, errors }: Parts) {
  return (
    <Group legend="Start and note">
      <Text label="Service starts on or after" name="startDate" type="date" register={register} error={errors.startDate?.message} />
      <label className="text-sm font-semibold text-slate-800">
        A note to the customer <span className="font-normal text-slate-600">(optional; the crew reads it at each stop)</span>
        <textarea rows={3} className={field} {...register('note')} />
      </label>
    </Group>
  );
}

type TextName = 'business' | 'contactName' | 'email' | 'mobile' | 'startDate';

function Text(props: {
  label: string;
  name: TextName;
  register: UseFormRegister<EditorValues>;
  error?: string | undefined;
  type?: string;
  autoComplete?: string;
}) {
  const { label, name, register, error, type = 'text', autoComplete } = props;
  const id = `proposal-${name}`;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={field}
        {...register(name)}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled input of an address, with its message under it and tied to it. */
function SiteInput(props: {
  i: number;
  name: 'street' | 'zip' | 'carts' | 'dollars';
  label: string;
  register: UseFormRegister<EditorValues>;
  message: string | undefined;
  className?: string;
  input?: ComponentProps<'input'>;
}) {
  const { i, name, label, register, message, className, input } = props;
  const id = `site-${i}-${name}`;
  const numeric = name === 'carts' || name === 'dollars';
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={id}
        className={field}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        {...input}
        {...register(`sites.${i}.${name}`, numeric ? { valueAsNumber: true } : {})}
      />
      {message ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {message}
        </p>
      ) : null}
    </div>
  );
}

function SiteFields(
  props: Parts & { index: number; control: Control<EditorValues>; maxCarts: number; onRemove: (() => void) | undefined },
) {
  const { index: i, register, control, errors, maxCarts, onRemove } = props;
  const site = useWatch({ control, name: `sites.${i}` });
  const problems = errors.sites?.[i];
  const numbers = priced(site ?? {});
  const parts = { i, register };
  return (
    <fieldset className="grid gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-2">
      <legend className="px-1 text-base font-bold text-brand-950">Address {i + 1}</legend>
      <SiteInput
        {...parts}
        name="street"
        label="Street address"
        className="sm:col-span-2"
        message={problems?.street?.message}
        input={{ autoComplete: 'address-line1' }}
      />
      <SiteInput {...parts} name="zip" label="Zip code" message={problems?.zip?.message} input={{ inputMode: 'numeric' }} />
      <SiteInput
        {...parts}
        name="carts"
        label="Carts"
        message={problems?.carts?.message}
        input={{ type: 'number', min: 1, max: maxCarts }}
      />
      <label className="text-sm font-semibold text-slate-800">
        Trash pickup day
        <select className={field} {...register(`sites.${i}.pickupDay`)}>
          {WEEKDAYS.map((day) => (
            <option key={day} value={day}>
              {day}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-semibold text-slate-800">
        How often
        <select className={field} {...register(`sites.${i}.frequency`)}>
          {FREQUENCIES.map((frequency) => (
            <option key={frequency} value={frequency}>
              {FREQUENCY_WORDS[frequency]}
            </option>
          ))}
        </select>
      </label>
      <SiteInput
        {...parts}
        name="dollars"
        label="Price per cart per visit ($)"
        message={problems?.dollars?.message}
        input={{ type: 'number', min: 0.5, step: 0.01, inputMode: 'decimal' }}
      />
      <p className="self-end text-sm text-slate-700">
        {money$(sitePerVisit(numbers))} a visit · about {money$(sitePerMonth(numbers))} a month
      </p>
      {onRemove ? (
        <div className="sm:col-span-2">
          <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
            Remove address {i + 1}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}

/** An address already on the account: shown as it is, not changed by this version. */
function KeptSite({ site }: { site: EditorSite }) {
  const numbers = priced(site);
  return (
    <div className="rounded-2xl bg-slate-50 p-4 text-sm text-slate-700 ring-1 ring-slate-200">
      <strong className="text-brand-950">
        {site.street}, {site.zip}
      </strong>{' '}
      (already on the account) · {site.carts} carts · {site.pickupDay} pickup · {FREQUENCY_WORDS[site.frequency].toLowerCase()} ·{' '}
      {money$(numbers.centsPerCart)} a cart
    </div>
  );
}

/** The tiers' price for the carts in all, and a button to use it on the addresses being written. */
function Suggestion({
  control,
  tiers,
  setDollars,
}: {
  control: Control<EditorValues>;
  tiers: ProposalLimits['tiers'];
  setDollars: (dollars: number) => void;
}) {
  const sites = useWatch({ control, name: 'sites' }) ?? [];
  const carts = proposalTotals(sites.map(priced)).carts;
  const cents = suggestedCentsPerCart(tiers, Math.max(1, carts));
  return (
    <p className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
      Suggested for {carts} {carts === 1 ? 'cart' : 'carts'} in all: {money$(cents)} a cart per visit.
      <Button type="button" variant="secondary" size="sm" onClick={() => setDollars(cents / 100)}>
        Use {money$(cents)}
      </Button>
    </p>
  );
}

/** The proposal's totals as they stand: announced politely as they change. */
function Totals({ control }: { control: Control<EditorValues> }) {
  const sites = useWatch({ control, name: 'sites' }) ?? [];
  const totals = proposalTotals(sites.map(priced));
  return (
    <p aria-live="polite" className="rounded-2xl bg-brand-50 p-4 font-semibold text-brand-950 ring-1 ring-brand-200">
      {totals.carts} carts · {money$(totals.perVisit)} for a visit to every address · about {money$(totals.perMonth)} a month
    </p>
  );
}
