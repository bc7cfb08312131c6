// A caller's cans changed after booking: Ava says the new price first and changes the count only
// once they agree (called again with confirmed), through the same rule as the owner's change:
// while nothing is paid for the booking; a paid one is changed by the team, who settle the money.
import { z } from 'zod';
import { MAX_CANS, MIN_CANS } from '../../../common/prices.ts';
import { planWords } from '../../customers/bookings/booking-words.ts';
import { changeCans } from '../../money/payment-flow/cans-change.ts';
import { defineTool, type ToolCall } from '../../platform/voice/voice-tool.ts';
import { callersBooking, changeArgs } from './change-tools.ts';
import type { ReceptionistContext } from './context.ts';
import { about } from './tool-args.ts';

export const changeCansTool = defineTool({
  name: 'change_cans',
  description:
    "Change how many cans the caller's booking counts. First call without confirmed: it gives the new price to say; call again with confirmed true once they agree.",
  args: z.object({
    ...changeArgs,
    cans: z
      .number()
      .int()
      .min(MIN_CANS)
      .max(MAX_CANS)
      .meta(about(`the number of cans they want cleaned each visit, ${MIN_CANS} to ${MAX_CANS}`)),
    confirmed: z.boolean().optional().meta(about('they heard the new price and agreed to it')),
  }),
  timeoutSeconds: 15,
  notDone: 'Cans not changed.',
  run({ mobile, street, cans, confirmed }, context: ReceptionistContext & ToolCall) {
    const found = callersBooking(mobile, street, context);
    if ('refusal' in found) return `Not changed. ${found.refusal}`;
    const { booking } = found;
    const plans = context.bookings.plans();
    const now = planWords(booking, plans).price;
    const then = planWords({ ...booking, cans }, plans).price;
    if (cans === booking.cans) return `Not changed: the booking already counts ${cans} (${now}).`;
    if (!confirmed)
      return `Not changed yet. Now: ${now}. With ${cans} cans: ${then}. Say the new price and ask them to agree; then call change_cans again with confirmed true.`;
    const result = changeCans(context, booking.id, cans, 'receptionist');
    if (result.ok) return `Changed: ${then} from the next visit. A confirmation is on its way by e-mail and text.`;
    if (result.problem === 'paid')
      return 'Not changed: this booking is paid already, so the team changes its cans and settles the difference. Tell them the team will call or text them.';
    if (result.problem === 'full')
      return `Not changed: ${context.bookings.dates.words(result.date)} has no room for more cans. Offer to move that visit first (change_dates).`;
    return 'Not changed: the booking is not running (or it is a commercial account, whose carts the team changes).';
  },
});
