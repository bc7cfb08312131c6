import { siteConfig } from '../../../common/site-config.ts';
import { Section } from '../../components/section.tsx';
import { SectionHeading } from '../../components/section-heading.tsx';
import { PlanCard } from './plan-card.tsx';

export function Pricing() {
  return (
    <Section id="pricing" labelledBy="pricing-title">
      <SectionHeading id="pricing-title" eyebrow="Pricing" title="Simple, Transparent Pricing">
        No contracts, no hidden fees. Pick a plan and {siteConfig.receptionistName} books it with you in a quick call.
      </SectionHeading>
      <ul className="mt-12 grid gap-6 lg:grid-cols-3 lg:items-stretch">
        {siteConfig.plans.map((plan) => (
          <li key={plan.id} className="flex">
            <PlanCard plan={plan} />
          </li>
        ))}
      </ul>
      <p className="mt-8 text-center text-sm text-slate-500">{siteConfig.pricingNote}</p>
    </Section>
  );
}
