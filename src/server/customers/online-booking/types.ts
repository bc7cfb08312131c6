// What the booking page's steps share: the stores they use, one request's language and visitor,
// and what a step answers (a screen to draw, or an address to go to).
import type { Language } from '../../../common/languages.ts';
import type { BookingStore } from '../bookings/booking-store.ts';
import type { Visitor } from '../leads/lead-intake.ts';
import type { LeadStore } from '../leads/lead-store.ts';
import type { PhoneProofs } from '../../conversations/phones/phone-proofs.ts';
import type { TextStore } from '../../conversations/texts/text-store.ts';
import type { TextBudget } from '../../conversations/texts/text-budget.ts';
import type { CallBackAsker } from '../call-back/ask-call-back.ts';
import type { DraftStore } from './draft-store.ts';
import type { SettingsSource } from '../../platform/settings/business-settings.ts';
import type { ScreenState } from './view.ts';

export interface OnlineBookingDeps {
  drafts: DraftStore;
  bookings: BookingStore;
  leads: LeadStore;
  phoneProofs: PhoneProofs;
  texts: TextStore;
  /** The budget for texts nobody asked for: a code is one. */
  budget: TextBudget;
  /** With texts, the mobile is proven by a texted code; without, the booking is held for its e-mail's link. */
  textsOn: boolean;
  /** The business's facts in force: the zips served, the plans and their prices. */
  settings: SettingsSource;
  /** Bookings made online from one connection in 24 hours, read at each booking from the settings as they are then. */
  bookingsPerIpPerDay: () => number;
  /** Ava's call backs, when they are on: offered where the page ends with the visitor's details kept. */
  callBack?: CallBackAsker | undefined;
}

/** One request to the booking page: the language of the address it came to, and who sent it. */
export interface BookRequest {
  language: Language;
  visitor: Visitor;
}

/** A screen to draw (with its status), or an address to go to: the next screen's, or the booking's own page. */
export type Answer = { kind: 'screen'; status: number; state: ScreenState } | { kind: 'go'; to: string };
