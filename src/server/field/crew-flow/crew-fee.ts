// What a visit the crew could not do (cans not out, no access) costs, by the business's policy:
// the fee charged to the card on file, or, with no card, collected with the next visit when the
// policy says so; else nothing (the visit is credited forward).
import type { CrewRules } from '../../../common/site-config.schema.ts';

/** Whether a missed visit costs the fee: the policy says so, payments are on, and there is a card on file to charge it to. */
export const chargesFee = (policy: CrewRules, cardOnFile: boolean) =>
  policy.notOutPolicy === 'fee' && cardOnFile && policy.notOutFeeCents > 0;

/**
 * How a missed visit's fee is had, if at all (payments on): charged to the card on file, or with
 * the next visit; undefined when none is asked. An account's missed visit has no fee: its invoice
 * settles it (billed or not, as the commercial terms say).
 */
export function feeHow(policy: CrewRules, cardOnFile: boolean, onAccount = false): 'card' | 'next-visit' | undefined {
  if (onAccount) return undefined;
  if (chargesFee(policy, cardOnFile)) return 'card';
  return policy.notOutPolicy === 'fee' && policy.notOutFeeCents > 0 && policy.feeWithoutCard === 'next-visit' ? 'next-visit' : undefined;
}
