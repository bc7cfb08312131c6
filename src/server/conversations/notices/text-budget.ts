// The business's budget for texts nobody asked for was reached: the owner is told once that day,
// in words, with what was refused so far (a flood of codes or links is an attack or a rush).
import { headerLine } from '../../platform/outbox/email-message.ts';
import { defineNotice, plainId } from '../../platform/outbox/notice.ts';
import type { TextBudget, UnaskedKind } from '../texts/text-budget.ts';

/** The records this notice reads. */
type Reads = { textBudget: TextBudget };

const KIND_WORDS: Record<UnaskedKind, [string, string]> = {
  code: ['code to prove a mobile', 'codes to prove a mobile'],
  link: ['link to book', 'links to book'],
  'call-back': ["call back's text", "call backs' texts"],
};
const WHY_WORDS = {
  business: "the business's budget",
  door: "the web calls' and chats' share",
  number: "one number's share",
  address: "one visitor's share",
} as const;

export const textBudgetNotice = defineNotice<string, Reads>({
  kind: 'text-budget',
  id: plainId,
  ownerEmail: (date, { stores: { textBudget } }) => {
    const { calendar } = textBudget;
    const { perHour, perDay, webPerHour, webPerDay } = textBudget.shares;
    const refused = textBudget.refusedSince(calendar.instantAt(date));
    if (refused.length === 0) return undefined;
    const lines = refused.map(({ kind, refused: why, n }) => `- ${n} ${KIND_WORDS[kind][n === 1 ? 0 : 1]}, past ${WHY_WORDS[why]}`);
    return {
      subject: headerLine(`Texts nobody asked for were stopped on ${calendar.recordWords(date)}`),
      text: [
        `The texts nobody asked for by texting us (codes to prove a mobile, links to book) reached the business's budget (${perHour} an hour, ${perDay} a day) or the share of web calls and chats (${webPerHour} an hour, ${webPerDay} a day), which anyone can start from the page.`,
        'Past it they stop, so a script cannot run up the bill. Refused so far today:',
        '',
        ...lines,
        '',
        'They go again as the hour and the day pass. A visitor refused was told to call you.',
        'If this was a real rush, raise texts.unasked in the settings.',
      ].join('\n'),
    };
  },
});
