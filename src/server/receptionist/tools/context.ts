import type { BookingStore } from '../../customers/bookings/booking-store.ts';
import type { LeadStore } from '../../customers/leads/lead-store.ts';
import type { PhoneProofs } from '../../conversations/phones/phone-proofs.ts';
import type { DraftStore } from '../../customers/online-booking/draft-store.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import type { TextStore } from '../../conversations/texts/text-store.ts';
import type { SettingsSource } from '../../platform/settings/business-settings.ts';
import type { TextBudget } from '../../conversations/texts/text-budget.ts';
import type { CansPayments } from '../../money/payment-flow/cans-change.ts';

/** What Ava's booking tools answer while the business is not open yet (its first run's setup unanswered). */
export const NOT_OPEN_YET =
  'Not booked: nothing was saved. We are not taking bookings yet: the business opens soon. Say so kindly, and offer that the team will follow up when it opens.';

/** What the receptionist's tools run with: the stores the app gives them, and whether texts are on. */
export interface ReceptionistContext {
  leads: LeadStore;
  bookings: BookingStore;
  phoneProofs: PhoneProofs;
  /** With texts, a web booking's mobile is proven by a texted code; without, the booking is held for its e-mail's link. */
  textsOn: boolean;
  /** The booking page's drafts: a caller's own link to book online. */
  drafts: DraftStore;
  outbox: Outbox;
  texts: TextStore;
  /** The budget for texts nobody asked for (codes, links): a conversation counts as who asked. */
  budget: TextBudget;
  /** The business's facts in force (its area, plans and prices), as the owner last set them. */
  settings: SettingsSource;
  /** Whether a booking's price may still change (nothing paid for it yet). */
  payments: CansPayments;
}
