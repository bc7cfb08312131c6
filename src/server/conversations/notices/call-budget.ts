// The business's budget for Ava's call backs was reached: the owner is told once that day, in
// words, with how many calls were refused so far (a flood of 'call me now' is an attack or a rush).
import { headerLine } from '../../platform/outbox/email-message.ts';
import { defineNotice, plainId } from '../../platform/outbox/notice.ts';
import type { CallBudget, CallRefusal } from '../call-backs/call-budget.ts';

/** The records this notice reads. */
type Reads = { callBudget: CallBudget };

const WHY_WORDS: Record<CallRefusal, string> = {
  business: "past the business's budget",
  number: 'to a number Ava had called that week',
  address: 'asked from one visitor past their share',
};

export const callBudgetNotice = defineNotice<string, Reads>({
  kind: 'call-budget',
  id: plainId,
  ownerEmail: (date, { stores: { callBudget } }) => {
    const { calendar } = callBudget;
    const { perHour, perDay } = callBudget.shares;
    const refused = callBudget.refusedSince(calendar.instantAt(date));
    if (refused.length === 0) return undefined;
    const lines = refused.map(({ refused: why, n }) => `- ${n} call${n === 1 ? '' : 's'} ${WHY_WORDS[why]}`);
    return {
      subject: headerLine(`Ava's call backs were stopped on ${calendar.recordWords(date)}`),
      text: [
        `Visitors asked Ava to call them back more often than the business's budget allows: ${perHour} calls an hour, ${perDay} a day.`,
        'Past it she places none, so a script cannot run up the voice bill or ring strangers. Refused so far today:',
        '',
        ...lines,
        '',
        'Each visitor refused was told the team will get back to them. The calls start again as the hour and the day pass.',
        'If this was a real rush, raise voice.callBacks in the settings.',
      ].join('\n'),
    };
  },
});
