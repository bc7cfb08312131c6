// What the house holds: every store over the one database and outbox, and the flows that follow
// them, as one set handed to the routes, the relays' composers, the scheduler and the commands.
// The set is made by openStores (stores.ts); its shape is here, apart, so what reads it never
// imports what builds it.
import type { BusinessSettings } from '../../platform/settings/business-settings.ts';
import type { CrewRules, TextRules } from '../../../common/site-config.schema.ts';
import type { BookingStore } from '../../customers/bookings/booking-store.ts';
import type { CallStore } from '../../conversations/calls/call-store.ts';
import type { LeadInbox } from '../../customers/leads/lead-inbox.ts';
import type { LeadStore } from '../../customers/leads/lead-store.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import type { PasskeyStore } from '../passkeys/passkey-store.ts';
import type { PaymentFlow } from '../../money/payment-flow/payment-flow.ts';
import type { PaymentLedger } from '../../money/payments/payment-ledger.ts';
import type { CheckRuns } from '../../money/payments/check-runs.ts';
import type { PaymentStore } from '../../money/payments/payment-store.ts';
import type { PhoneProofs } from '../../conversations/phones/phone-proofs.ts';
import type { PhotoStore } from '../../field/photos/photo-store.ts';
import type { SessionStore } from '../sessions/session-store.ts';
import type { SignInCodes } from '../sessions/sign-in-codes.ts';
import type { Team } from '../sessions/team.ts';
import type { StopStore } from '../../field/stops/stop-store.ts';
import type { TruckStore } from '../../field/trucks/truck-store.ts';
import type { DayPlans } from '../../field/day-plan/day-plans.ts';
import type { TextStore } from '../../conversations/texts/text-store.ts';
import type { ThreadReads } from '../../conversations/texts/thread-reads.ts';
import type { ThreadStore } from '../../conversations/texts/thread-store.ts';
import type { TextBudget } from '../../conversations/texts/text-budget.ts';
import type { BookingFigures } from '../../customers/bookings/booking-figures.ts';
import type { PeopleStore } from '../../customers/people/people-store.ts';
import type { SearchIndex } from '../workspace/search-index.ts';
import type { LeadFigures } from '../../customers/leads/lead-figures.ts';
import type { PaymentFigures } from '../../money/payments/payment-figures.ts';
import type { CallBackStore } from '../../conversations/call-backs/call-back-store.ts';
import type { CallBudget } from '../../conversations/call-backs/call-budget.ts';
import type { DraftStore } from '../../customers/online-booking/draft-store.ts';
import type { TextFlow } from '../../conversations/text-flow/text-flow.ts';
import type { AccountStore } from '../../money/accounts/account-store.ts';
import type { InvoiceStore } from '../../money/accounts/account-invoices.ts';
import type { ProposalStore } from '../../money/accounts/proposal-store.ts';
import type { AccountSessions } from '../../customers/customer-account/account-sessions.ts';
import type { EmailCodes } from '../../customers/customer-account/email-codes.ts';
import type { VisitHistory } from '../../customers/bookings/visit-history.ts';
import type { TipStore } from '../../money/payments/tip-store.ts';
import type { RatingStore } from '../../field/ratings/rating-store.ts';
import type { WaitlistStore } from '../../customers/waitlist/waitlist-store.ts';

export interface Stores {
  /** The business's facts as the owner set them (prices, area, days, room), versioned. */
  settings: BusinessSettings;
  outbox: Outbox;
  leads: LeadStore;
  calls: CallStore;
  bookings: BookingStore;
  texts: TextStore;
  /** Every text on its number's thread, and the provider's reports on them. */
  threads: ThreadStore;
  /** The owner's Messages as read, a page at a time. */
  threadReads: ThreadReads;
  /** What a customer's text sets going (the owner's e-mail, Ava's answer), and the owner's reply. */
  textFlow: TextFlow;
  signInCodes: SignInCodes;
  sessions: SessionStore;
  passkeys: PasskeyStore;
  leadInbox: LeadInbox;
  phoneProofs: PhoneProofs;
  payments: PaymentStore;
  /** Every charge and refund. */
  ledger: PaymentLedger;
  /** Tips for the crew, each its own Checkout session. */
  tips: TipStore;
  /** The customers' ratings of their cleans, and who was offered the review link. */
  ratings: RatingStore;
  /** Visitors outside the area waiting to be told when the business comes to their zip. */
  waitlist: WaitlistStore;
  /** Tells the visitors waiting in a zip now served, once each; how many were told. */
  tellWaitlist: () => number;
  /** The nightly check's runs against Stripe. */
  checkRuns: CheckRuns;
  /** With payments on: what bookings and Stripe's events do to payments. */
  paymentFlow: PaymentFlow | undefined;
  photos: PhotoStore;
  /** Where each customer's stop is, and the order the owner set: a day's route in driving order. */
  stops: StopStore;
  /** The business's trucks, each day's plan kept, the owner's pins. */
  trucks: TruckStore;
  /** A day's routes by truck (with trucks recorded). */
  dayPlans: DayPlans;
  /** The crew's policies in force (the fee for a visit missed, the review request). */
  crewPolicy: CrewRules;
  /** The texting rules in force (quiet hours, Ava's bound on a thread). */
  textRules: TextRules;
  /** The budget for texts nobody asked for: codes, booking links, a call back's word. */
  textBudget: TextBudget;
  /** The budget for Ava's call backs: a number's, an address's, the business's. */
  callBudget: CallBudget;
  /** One record per person across their leads, with the owner's note. */
  people: PeopleStore;
  /** The inbox's search over people, bookings and accounts. */
  search: SearchIndex;
  /** Each area's figures for the owner's Home. */
  figures: { bookings: BookingFigures; leads: LeadFigures; payments: PaymentFigures };
  /** Who may sign in, as the owner or as the crew. */
  team: Team;
  /** Visitors' bookings on the booking page, step by step, and their links. */
  drafts: DraftStore;
  /** Commercial proposals, version by version, and their signatures. */
  proposals: ProposalStore;
  /** Commercial accounts and their addresses (each a booking). */
  accounts: AccountStore;
  /** Each account's invoice for a month. */
  invoices: InvoiceStore;
  /** Call backs asked for on the site, with the consent each click gave. */
  callBacks: CallBackStore;
  /** Customers' own sessions in their account (never the owner's). */
  accountSessions: AccountSessions;
  /** Codes e-mailed to sign a customer in to their account. */
  emailCodes: EmailCodes;
  /** A customer's past visits across their bookings, a page at a time. */
  visitHistory: VisitHistory;
}
