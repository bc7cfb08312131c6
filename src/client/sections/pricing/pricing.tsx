import { Section } from '../../components/section.tsx';
import { SectionHeading } from '../../components/section-heading.tsx';
import { useCopy } from '../../copy/page-copy.tsx';
import { PlanCard } from './plan-card.tsx';
import { usePricedPlans } from './page-prices.tsx';
import { cn } from '../../lib/cn.ts';
import { useBusiness } from '../../copy/page-business.tsx';
import { WithoutVoice, WithVoice } from '../../voice/voice-doors.tsx';

export function Pricing() {
  const { pricing: words } = useCopy();
  const business = useBusiness();
  const plans = usePricedPlans();
  return (
    <Section id="pricing" labelledBy="pricing-title">
      <SectionHeading id="pricing-title" eyebrow={words.eyebrow} title={words.title}>
        <WithVoice>{words.lead}</WithVoice>
        <WithoutVoice>{words.leadWithoutVoice}</WithoutVoice>
      </SectionHeading>
      {/* A plan the owner added makes four: a row of four on a wide screen, two by two below it. */}
      <ul className={cn('mt-12 grid gap-6 lg:items-stretch', plans.length > 3 ? 'md:grid-cols-2 xl:grid-cols-4' : 'lg:grid-cols-3')}>
        {plans.map((plan) => (
          <li key={plan.id} className="flex">
            <PlanCard plan={plan} />
          </li>
        ))}
      </ul>
      <p className="mt-8 text-center text-sm text-slate-500">{words.note(business)}</p>
    </Section>
  );
}
