// Each minute: the visitors waiting in a zip the business serves now (the owner added it in
// Settings) are told, once each: marked told and their message queued in one transaction. A text
// is one nobody asked for today, so it is charged to the budget for those (to the address they
// asked from); refused, they are still told by e-mail where they left one, and marked told.
import type { Outbox } from '../../platform/outbox/outbox.ts';
import type { SettingsSource } from '../../platform/settings/business-settings.ts';
import type { TextBudget } from '../../conversations/texts/text-budget.ts';
import type { WaitlistStore } from '../waitlist/waitlist-store.ts';

export interface WaitlistTelling {
  waitlist: WaitlistStore;
  outbox: Outbox;
  settings: SettingsSource;
  budget: TextBudget;
  /** Which ways out are on: texts (a provider set), e-mail to customers. */
  on: { texts: boolean; customerEmail: boolean };
}

/** The minute's job, made once with what it reads: how many it told. */
export const waitlistTeller = (telling: WaitlistTelling) => () => tellWaitlist(telling);

export function tellWaitlist({ waitlist, outbox, settings, budget, on }: WaitlistTelling): number {
  if (!settings.opened()) return 0;
  let told = 0;
  for (const waiting of waitlist.waitingIn(settings.current().serviceArea.zips)) {
    waitlist.transaction(() => {
      if (!waitlist.tell(waiting.id)) return;
      const subject = { kind: 'waitlist-open' as const, id: waiting.id };
      if (waiting.email && on.customerEmail) outbox.enqueue('customer-email', subject);
      if (
        waiting.mobileE164 &&
        on.texts &&
        !budget.take({ kind: 'link', phone: waiting.mobileE164, address: waiting.consent.ip, door: 'site' })
      )
        outbox.enqueue('sms', subject);
      told++;
    });
  }
  if (told) outbox.announceQueued();
  return told;
}
