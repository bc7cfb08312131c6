import type { PricingPlan } from '../../../common/site-config.schema.ts';
import { pageConfig } from '../../../common/page-config.ts';
import { Button } from '../../components/ui/button.tsx';
import { callCanStart } from '../../lib/runtime-config.ts';
import { useCopy } from '../../copy/page-copy.tsx';
import { planWords } from '../../../common/copy/plan-words.ts';
import { useCallController, useCallIntent, useCallState } from '../../voice/call-context.tsx';

/**
 * Choosing a plan remembers it and calls the receptionist at once, who then knows the choice.
 * Where the voice platform is not set up (no key or assistant in the page's settings), it opens
 * the booking page with the plan instead (or the form, where booking online is off), so the button
 * never does nothing.
 */

export function PlanButton({ plan }: { plan: PricingPlan }) {
  const controller = useCallController();
  const intent = useCallIntent();
  const { status, selectedPlan } = useCallState();
  const copy = useCopy();
  const { pricing } = copy;
  const chosen = selectedPlan === plan.name;
  return (
    <>
      <Button
        size="lg"
        variant={plan.isPopular ? 'secondary' : 'primary'}
        className="w-full"
        onClick={() => {
          if (callCanStart()) controller.choosePlan(plan.name);
          else if (pageConfig.onlineBooking.on) location.assign(`${pricing.bookPath}?plan=${plan.id}`);
          else location.hash = '#contact';
        }}
        aria-busy={(chosen && status === 'connecting') || undefined}
        // A sign of intent fetches the call's code ahead: only where there is a call to make.
        {...(callCanStart() ? intent : {})}
      >
        {planWords(plan, copy).buttonText}
      </Button>
      <p className="mt-2 h-5 text-center text-xs font-semibold" aria-live="polite">
        {chosen ? pricing.selected : ''}
      </p>
    </>
  );
}
