import { Check } from 'lucide-react';
import type { PricingPlan } from '../../../common/site-config.schema.ts';
import { useCopy } from '../../copy/page-copy.tsx';
import { planWords } from '../../../common/copy/plan-words.ts';
import { PlanButton } from './plan-button.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { pageConfig } from '../../../common/page-config.ts';

export function PlanCard({ plan }: { plan: PricingPlan }) {
  const copy = useCopy();
  const { pricing } = copy;
  const words = { ...planWords(plan, copy), ...copy.pricing.prices(plan) };
  const titleId = `plan-${plan.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'relative flex w-full flex-col rounded-3xl p-7 sm:p-8',
        plan.isPopular ? 'bg-brand-950 text-white shadow-2xl shadow-brand-900/30 lg:-my-4 lg:py-12' : 'bg-white ring-1 ring-slate-200',
      )}
    >
      {plan.isPopular ? (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-sun px-3 py-1 text-xs font-bold tracking-wide text-brand-950 uppercase">
          {pricing.popular}
        </p>
      ) : null}
      <h3 id={titleId} className={cn('text-lg font-bold', plan.isPopular ? 'text-brand-200' : 'text-brand-800')}>
        {words.name}
      </h3>
      <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
        <span className="text-5xl font-extrabold tracking-tight">{words.price}</span>
        <span className={cn('text-sm', plan.isPopular ? 'text-brand-100' : 'text-slate-500')}>{words.frequency}</span>
      </p>
      <p className={cn('mt-1 text-sm font-semibold', plan.isPopular ? 'text-sun' : 'text-brand-700')}>{words.extraCost}</p>
      <p className={cn('mt-4', plan.isPopular ? 'text-brand-50' : 'text-slate-600')}>{words.description}</p>
      <ul className="mt-6 space-y-3 text-sm">
        {words.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <Check aria-hidden="true" className={cn('size-5 shrink-0', plan.isPopular ? 'text-brand-300' : 'text-brand-600')} />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-8">
        <PlanButton plan={plan} />
        {pageConfig.onlineBooking.on ? (
          // The second door, distinct from the first: where no call can start the first books online
          // too, so this one is the call's alternative only and the page hides it (data-voice-only).
          <ButtonLink
            href={`${pricing.bookPath}?plan=${plan.id}`}
            variant={plan.isPopular ? 'outline' : 'secondary'}
            className="w-full"
            data-voice-only=""
          >
            {pricing.bookOnline}
          </ButtonLink>
        ) : null}
      </div>
    </article>
  );
}
