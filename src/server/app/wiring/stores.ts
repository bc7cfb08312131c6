// The business's records over one database and one outbox, built the same way for the server and
// the owner's commands: one clock for all of them.
import type { BookingRules, CallRules, CrewRules, PaymentRules, TextRules } from '../../../common/site-config.schema.ts';
import { BookingStore } from '../../customers/bookings/booking-store.ts';
import { TruckStore } from '../../field/trucks/truck-store.ts';
import { DayPlans } from '../../field/day-plan/day-plans.ts';
import { ServiceDates } from '../../customers/bookings/service-dates.ts';
import { CallStore } from '../../conversations/calls/call-store.ts';
import type { Channels } from './channels.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { LeadInbox } from '../../customers/leads/lead-inbox.ts';
import { LeadStore } from '../../customers/leads/lead-store.ts';
import type { Channel } from '../../platform/outbox/deliveries.ts';
import { Outbox } from '../../platform/outbox/outbox.ts';
import { PasskeyStore } from '../passkeys/passkey-store.ts';
import { PhoneProofs } from '../../conversations/phones/phone-proofs.ts';
import { PaymentStore } from '../../money/payments/payment-store.ts';
import { PaymentLedger } from '../../money/payments/payment-ledger.ts';
import { CheckRuns } from '../../money/payments/check-runs.ts';
import { paymentFlow } from '../../money/payment-flow/payment-flow.ts';
import type { Stores } from './store-set.ts';
import { crewFlow } from '../../field/crew-flow/crew-flow.ts';
import { BookingEvents } from '../../customers/bookings/booking-events.ts';
import { followChanges, followLeads } from './follow-changes.ts';
import { LeadEvents } from '../../customers/leads/lead-events.ts';
import { ReviewRequests } from '../../customers/bookings/review-requests.ts';
import { PhotoStore } from '../../field/photos/photo-store.ts';
import type { PhotoStorage } from '../../field/photos/photo-storage.ts';
import { StopStore } from '../../field/stops/stop-store.ts';
import { SessionStore } from '../sessions/session-store.ts';
import { SignInCodes } from '../sessions/sign-in-codes.ts';
import { Team } from '../sessions/team.ts';
import { TextStore } from '../../conversations/texts/text-store.ts';
import { ThreadReads } from '../../conversations/texts/thread-reads.ts';
import { ThreadStore } from '../../conversations/texts/thread-store.ts';
import { TextBudget } from '../../conversations/texts/text-budget.ts';
import { BookingFigures } from '../../customers/bookings/booking-figures.ts';
import { PeopleStore } from '../../customers/people/people-store.ts';
import { SearchIndex } from '../workspace/search-index.ts';
import { LeadFigures } from '../../customers/leads/lead-figures.ts';
import { PaymentFigures } from '../../money/payments/payment-figures.ts';
import type { BusinessCalendar } from '../../platform/clock/business-calendar.ts';
import { CallBackStore } from '../../conversations/call-backs/call-back-store.ts';
import { CallBudget } from '../../conversations/call-backs/call-budget.ts';
import { DraftStore } from '../../customers/online-booking/draft-store.ts';
import { textFlow } from '../../conversations/text-flow/text-flow.ts';
import { AccountStore } from '../../money/accounts/account-store.ts';
import { InvoiceStore } from '../../money/accounts/account-invoices.ts';
import { ProposalStore } from '../../money/accounts/proposal-store.ts';
import { BusinessSettings } from '../../platform/settings/business-settings.ts';
import { liveView } from '../../platform/settings/live-view.ts';
import { AccountSessions } from '../../customers/customer-account/account-sessions.ts';
import { EmailCodes } from '../../customers/customer-account/email-codes.ts';
import { VisitHistory } from '../../customers/bookings/visit-history.ts';
import { TipStore } from '../../money/payments/tip-store.ts';
import { RatingStore } from '../../field/ratings/rating-store.ts';
import { WaitlistStore } from '../../customers/waitlist/waitlist-store.ts';
import { waitlistTeller } from '../../customers/site/tell-waitlist.ts';

export interface StoreSettings {
  clock: Clock;
  /** Which ways out are on (channelsFrom the environment): the stores queue deliveries for those only. */
  channels: Channels;
  /** Fixed booking rules for a test or benchmark; unset, those in force in the owner's settings. */
  booking?: BookingRules | undefined;
  /** How long the messages about a booking's change wait, so quick changes make one message. */
  changeMessageDelayMs?: number;
  /** How long the customer's message about a mark at the curb waits (a corrected mark sends the right one). */
  markMessageDelayMs?: number;
  /** Where the crew's photos are kept (photoStorageFrom the environment); unset, photos cannot be added. */
  photoStorage?: PhotoStorage;
  /** Fixed crew policies for a test; unset, those in force in the owner's settings. */
  crew?: CrewRules | undefined;
  /** Fixed texting rules for a test; unset, those in force in the owner's settings. */
  texts?: TextRules | undefined;
  /** Who may sign in from the settings (OWNER_EMAILS, CREW_EMAILS); unset, nobody. */
  signIn?: { owners: readonly string[]; crew: readonly string[] };
  /** The site's public address (PUBLIC_BASE_URL): the pages' links and the business's own address name it. */
  siteUrl?: string | undefined;
}

/** For stores opened without a place for photos (a test of other records): adding one fails plainly. */
const noPhotoStorage: PhotoStorage = {
  where: 'nowhere',
  put: () => Promise.reject(new Error('no place for photos was given to these stores')),
  get: () => Promise.resolve(undefined),
};

export function openStores(
  db: Db,
  {
    clock,
    channels,
    booking,
    changeMessageDelayMs = 0,
    markMessageDelayMs = 0,
    photoStorage = noPhotoStorage,
    signIn = { owners: [], crew: [] },
    ...fixed
  }: StoreSettings,
): Stores {
  const rules = rulesOf(db, clock, { ...fixed, booking });
  const { settings, crewRules, textRules } = rules;
  const opened = () => settings.opened();
  const outbox = new Outbox(db, clock);
  const leadChannels: Channel[] = [
    ...(channels.webhook ? (['webhook'] as const) : []),
    ...(channels.ownerEmail ? (['email'] as const) : []),
  ];
  const dates = new ServiceDates(rules.bookingRules, () => settings.current().timeZone, clock);
  const texts = new TextStore(db, { clock, countries: () => settings.current().texts.countries });
  // One rule for whether a number may be texted, when a text is queued and when it is sent.
  const mayText = channels.texts ? (phone: string | null) => texts.textable(phone) : undefined;
  const leadEvents = new LeadEvents();
  const leads = new LeadStore(db, outbox, { clock, channels: leadChannels, events: leadEvents });
  const money = moneyOf(db, clock);
  const { payments, ledger, tips } = money;
  // The bookings emit their changes; the flows that follow them are wired in one place below.
  const events = new BookingEvents();
  const { trucks, trucksRoom } = fleetOf(db, clock, dates);
  const bookings = new BookingStore(db, outbox, {
    dates,
    ownerEmail: channels.ownerEmail,
    events,
    plans: rules.plans,
    trucksRoom,
  });
  const { flow, crew } = flowsOf({ db, outbox, payments, ledger, tips, channels, mayText, rules, markMessageDelayMs, bookings });
  const { customerEmail, ownerEmail } = channels;
  const telling = { outbox, bookings, customerEmail, ownerEmail, mayText, delayMs: changeMessageDelayMs, markDelayMs: markMessageDelayMs };
  const drafts = new DraftStore(db, clock, () => settings.current().onlineBooking.linkDays);
  const textBudget = new TextBudget(db, textRules.unasked, { outbox, calendar: dates.calendar, ownerEmail: channels.ownerEmail });
  followChanges(events, { leads, payments: flow, telling, crew, leadChannels });
  followLeads(leadEvents, {
    drafts,
    outbox,
    mayText,
    budget: textBudget,
    plans: rules.plans,
    on: () => settings.current().onlineBooking.on,
  });
  const records = recordsOf(db, outbox, clock, { channels, photoStorage, rules, signIn, calendar: dates.calendar });
  const textFlowOf = textsFlow({ outbox, texts, threads: records.threads, calendar: dates.calendar, rules: textRules, opened }, channels);
  return {
    settings,
    drafts,
    outbox,
    leads,
    bookings,
    ...money,
    paymentFlow: flow,
    texts,
    textFlow: textFlowOf,
    ...records,
    crewPolicy: crewRules,
    trucks,
    dayPlans: new DayPlans({ bookings, stops: records.stops, trucks, sharePercent: () => crewRules.routeSharePercent }),
    textRules,
    textBudget,
    // Visitors waiting in a zip the owner has just added, told once (each minute).
    tellWaitlist: waitlistTeller({ waitlist: records.waitlist, outbox, settings, budget: textBudget, on: channels }),
    people: new PeopleStore(db),
    search: new SearchIndex(db),
    figures: { bookings: new BookingFigures(db), leads: new LeadFigures(db), payments: new PaymentFigures(db) },
    proposals: new ProposalStore(db, outbox, clock, { customer: customerEmail, owner: ownerEmail }),
    accounts: new AccountStore(db, clock),
    invoices: new InvoiceStore(db, outbox, clock, { stripe: channels.payments, customerEmail }),
  };
}

/** Money's records: each booking's payment, every charge and refund, the tips, the nightly check's runs. */
const moneyOf = (db: Db, clock: Clock) => ({
  payments: new PaymentStore(db, clock),
  ledger: new PaymentLedger(db, clock),
  tips: new TipStore(db, clock),
  checkRuns: new CheckRuns(db, clock),
});

/** What a customer's text sets going, with the ways out that are on (the owner's e-mail, Ava). */
const textsFlow = (deps: Omit<Parameters<typeof textFlow>[0], 'ownerEmail' | 'ava'>, channels: Channels) =>
  textFlow({ ...deps, ownerEmail: channels.ownerEmail, ava: channels.assistant });

/** The business's trucks, and with them a day's room: the cans of the trucks that work it (null with none recorded). */
function fleetOf(db: Db, clock: Clock, dates: ServiceDates) {
  const trucks = new TruckStore(db, clock);
  const trucksRoom = (date: string) => trucks.on(dates.weekdayOf(date))?.working.reduce((sum, truck) => sum + truck.roomCans, 0) ?? null;
  return { trucks, trucksRoom };
}

/** The owner's settings, and the rules the stores read from them: those a test sets stay fixed; otherwise each read is the settings in force. */
function rulesOf(db: Db, clock: Clock, fixed: Pick<StoreSettings, 'booking' | 'crew' | 'texts' | 'siteUrl'>) {
  const settings = new BusinessSettings(db, clock, undefined, fixed.siteUrl);
  return {
    settings,
    crewRules: fixed.crew ?? liveView(() => settings.current().crew),
    textRules: fixed.texts ?? liveView(() => settings.current().texts),
    paymentRules: liveView(() => settings.current().payments),
    callRules: liveView(() => settings.current().voice.callBacks),
    bookingRules: fixed.booking ?? (() => settings.current().booking),
    /** The plans now: their prices, which a booking made now keeps, and their rhythm. */
    plans: () => settings.current().plans,
  };
}

/**
 * The flows that follow the bookings: payments (with Stripe on) and the crew's marks. They use
 * the bookings (a membership Stripe ended ends here too); the bookings never call them, they
 * emit events the flows are handed (follow-changes.ts).
 */
function flowsOf(deps: {
  db: Db;
  outbox: Outbox;
  payments: PaymentStore;
  ledger: PaymentLedger;
  tips: TipStore;
  channels: Channels;
  mayText: ((phone: string | null) => boolean) | undefined;
  rules: { crewRules: CrewRules; paymentRules: PaymentRules; textRules: TextRules };
  markMessageDelayMs: number;
  bookings: BookingStore;
}) {
  const { db, outbox, payments, ledger, tips, channels, mayText, bookings } = deps;
  const { crewRules, paymentRules, textRules } = deps.rules;
  const flow = channels.payments
    ? paymentFlow({
        payments,
        ledger,
        tips,
        bookings,
        outbox,
        policy: paymentRules,
        customerEmail: channels.customerEmail,
        ownerEmail: channels.ownerEmail,
        mayText,
        feeCents: () => crewRules.notOutFeeCents,
      })
    : undefined;
  const crew = crewFlow({
    outbox,
    bookings,
    reviews: new ReviewRequests(db),
    policy: crewRules,
    customerEmail: channels.customerEmail,
    payments: flow && { hasCard: (bookingId: string) => Boolean(payments.get(bookingId)?.customerId), refundFee: flow.refundFee },
    delayMs: deps.markMessageDelayMs,
    quiet: textRules,
  });
  return { flow, crew };
}

/** The records no flow follows, each over the one database and clock. */
function recordsOf(
  db: Db,
  outbox: Outbox,
  clock: Clock,
  {
    channels,
    photoStorage,
    rules: { crewRules, callRules },
    signIn,
    calendar,
  }: {
    calendar: BusinessCalendar;
    channels: Channels;
    photoStorage: PhotoStorage;
    rules: { crewRules: CrewRules; callRules: CallRules };
    signIn: { owners: readonly string[]; crew: readonly string[] };
  },
) {
  const sessions = new SessionStore(db, clock);
  const callBudget = new CallBudget(db, callRules, { outbox, calendar, ownerEmail: channels.ownerEmail });
  return {
    calls: new CallStore(db, outbox, { clock, email: channels.ownerEmail }),
    signInCodes: new SignInCodes(db, outbox, { clock, on: channels.customerEmail }),
    sessions,
    team: new Team(db, clock, sessions, signIn.owners, signIn.crew),
    passkeys: new PasskeyStore(db, clock),
    leadInbox: new LeadInbox(db, clock),
    phoneProofs: new PhoneProofs(db, outbox, clock),
    accountSessions: new AccountSessions(db, clock),
    emailCodes: new EmailCodes(db, outbox, clock),
    visitHistory: new VisitHistory(db),
    ratings: new RatingStore(db, clock),
    waitlist: new WaitlistStore(db, clock),
    photos: new PhotoStore(db, photoStorage, clock),
    stops: new StopStore(db, clock, crewRules.yard, crewRules.placeWithinKm * 1000),
    threads: new ThreadStore(db, clock),
    threadReads: new ThreadReads(db),
    callBudget,
    callBacks: new CallBackStore(db, outbox, calendar, clock, callBudget),
  };
}
