import type { PricingPlan } from '../../../common/site-config.schema.ts';
import { Button } from '../../components/ui/button.tsx';
import { useCopy } from '../../copy/page-copy.tsx';
import { useCallController, useCallIntent, useCallState } from '../../voice/call-context.tsx';

/** Choosing a plan remembers it and calls the receptionist at once, who then knows the choice. */
export function PlanButton({ plan }: { plan: PricingPlan }) {
  const controller = useCallController();
  const intent = useCallIntent();
  const { status, selectedPlan } = useCallState();
  const { pricing } = useCopy();
  const chosen = selectedPlan === plan.name;
  return (
    <>
      <Button
        size="lg"
        variant={plan.isPopular ? 'secondary' : 'primary'}
        className="w-full"
        onClick={() => controller.choosePlan(plan.name)}
        aria-busy={(chosen && status === 'connecting') || undefined}
        {...intent}
      >
        {pricing.plans[plan.id].buttonText}
      </Button>
      <p className="mt-2 h-5 text-center text-xs font-semibold" aria-live="polite">
        {chosen ? pricing.selected : ''}
      </p>
    </>
  );
}
