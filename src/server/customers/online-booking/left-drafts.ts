// A visitor who left the booking page at the code step (the code texted, no booking made), having
// agreed to texts, gets one text an hour later with their own link, which opens the booking where
// they left it; never a second (the draft keeps when it was decided), none to a number that said
// STOP or already got a link in the draft's lifetime, and within the budget for texts nobody asked
// for. The quiet hours hold it till morning, as every such text.
import { textLink, type LinkOffering } from './lead-link.ts';

export const NUDGE_AFTER_MS = 60 * 60 * 1000;

/** `mayText`: whether a text may go to the number at all (TextStore.canTake): the consent is the draft's. */
export function nudgeLeftDrafts({ drafts, outbox, mayText, budget }: Omit<LinkOffering, 'plans'>): number {
  if (!mayText) return 0;
  let sent = 0;
  for (const draft of drafts.leftAtCode(outbox.clock.now() - NUDGE_AFTER_MS)) {
    const to = draft.codeTo!;
    drafts.transaction(() => {
      if (!drafts.claimNudge(draft.id)) return;
      if (!draft.fields.sms_opt_in || !mayText(to) || drafts.linkTextedTo(to)) return;
      // Charged to the visitor who made the draft, as their codes were: a nudge is a text they caused.
      if (textLink({ drafts, outbox, budget }, draft.id, to, 'book-link-left', { address: draft.ip, door: 'site' })) sent++;
    });
  }
  if (sent) outbox.announceQueued();
  return sent;
}
