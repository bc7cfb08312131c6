// The contract between the owner's inbox and its API (/owner/api): what each route answers, in
// one place both sides import; owner-routes.ts names each route with the answer it is held to.
import type { ThreadText } from './text-threads.ts';
import type { PaymentState } from './payment-states.ts';
import { VISIT_MARKS, type VisitMark } from './visit-states.ts';
import type { WayIn } from './ways-in.ts';
import type { DayRoom } from './day-room.ts';

/** Who is signed in: the owner (everything), or the crew (Today, its marks and photos, their own passkeys). */
export const ROLES = ['owner', 'crew'] as const;
export type Role = (typeof ROLES)[number];

export interface OwnerSession {
  email: string;
  role: Role;
  refreshSeconds: number;
  /** The business's name as the inbox shows it ('Your business' until the first run's setup gives one). */
  business: string;
  /** The business's time zone: the inbox's times are its. */
  timeZone: string;
}

/** GET holiday-moves: what the holidays ahead move, each day's cleans of one jurisdiction to the next day. */
export interface HolidayMovesAnswer {
  moves: {
    holiday: string;
    holidayDate: string;
    jurisdiction: string;
    jurisdictionName: string;
    from: string;
    to: string;
    toWords: string;
    count: number;
    /** False when the next day is not worked or has no room: the owner moves them by hand. */
    canMove: boolean;
    words: string;
  }[];
}

/** GET crew: the crew, from the settings (CREW_EMAILS) or added in the inbox. */
export interface CrewAnswer {
  crew: { email: string; fromSettings: boolean }[];
}

/** Where the crew's phone was at a mark, as the browser's geolocation gives it (accuracy in metres). */
export interface Fix {
  latitude: number;
  longitude: number;
  accuracy: number;
}

/** A photo of a stop: a link that works for a day, and who took it (the address signed in). */
export interface StopPhoto {
  url: string;
  takenBy: string | null;
}

export const LEAD_STATUSES = ['new', 'contacted', 'booked', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** The leads the list shows: those still open (new or contacted), those in one state, or (unset) all. */
export const LEAD_FILTERS = ['open', ...LEAD_STATUSES] as const;
export type LeadFilter = (typeof LEAD_FILTERS)[number];

/** Where a lead came from: the contact form, or the receptionist on a call or in the chat. */
export const INBOX_SOURCES = ['form', 'call', 'chat'] as const;
export type InboxSource = (typeof INBOX_SOURCES)[number];

export interface InboxLead {
  id: string;
  createdAt: number;
  source: InboxSource;
  /** The way it came in, as Home counts it. */
  way: WayIn;
  name: string;
  mobile: string;
  mobileE164: string | null;
  email: string;
  street: string;
  zip: string;
  serviceType: string;
  notes: string;
  status: LeadStatus;
  /** Booked by the customer on the booking page (their link after the form, or the page itself). */
  bookedOnline: boolean;
  ownerNotes: { at: number; text: string }[];
}

/** A lead as the inbox lists it: with whether its number has stopped texts (STOP, not yet START). */
export interface InboxLeadRow extends InboxLead {
  textsStopped: boolean;
  /** Visits of theirs the crew marked 'cans not out' in the last 30 days. */
  notOutThisMonth: number;
}

/** GET leads: a page of them, and (on the first page) how many of those searched are in each state. */
export interface LeadsPage {
  leads: InboxLeadRow[];
  next: string | null;
  counts: Record<LeadStatus, number> | null;
}

/** A date a visit can go to, in the business's words too. */
export interface DateWithRoom {
  date: string;
  words: string;
}

/** Where a stop was placed to order the route: where the crew marked it, its zip's centre, or (zip unknown) the yard. */
export type StopPlace = 'curb' | 'zip' | 'start';

/** GET today: the next service day's stops, in driving order. */
export interface TodayVisit {
  visitId: string;
  bookingId: string;
  reference: string;
  name: string;
  /** A commercial account's address: the business's name (the name above is its billing contact). */
  business: string | null;
  /** Cans to clean (a household's, 1 to 6), or an account's carts at this address. */
  carts: number;
  street: string;
  zip: string;
  mapsUrl: string;
  /** Where the stop was placed to order the route. */
  placed: StopPlace;
  phone: string;
  phoneE164: string | null;
  plan: string;
  notes: string;
  mark: StopMark | null;
  /** The crew's note with the mark ('gate locked'). */
  note: string | null;
  /** Who made the mark (the address signed in). */
  markedBy: string | null;
  /** The stop's photos. */
  photos: StopPhoto[];
  /** With payments on: where the booking's payment stands ('paid', 'due'...). */
  payment: PaymentState | null;
  /** A membership's seasonal deep clean: the crew brings the deep-clean kit. */
  deepClean: boolean;
  /** A trip fee to collect at this stop ('$15'): the visit before was missed, and there is no card on file. */
  feeToCollect: string | null;
}

/** What the crew marks at a stop (skipped: the owner's older word for a visit not made): a visit's marks. */
export const STOP_MARKS = VISIT_MARKS;
export type StopMark = VisitMark;
/** A visit's state as a stop's mark, or null for a stop not marked. */
export const stopMarkOf = (state: string): StopMark | null =>
  (STOP_MARKS as readonly string[]).includes(state) ? (state as StopMark) : null;
export const STOP_MARK_WORDS: Record<StopMark, string> = {
  done: 'Done',
  'not-out': 'Cans not out',
  'no-access': 'No access',
  skipped: 'Skipped',
};

/** One truck's route on Today, with several trucks. */
export interface TodayTruck {
  id: string;
  name: string;
  /** Where it leaves from and comes back to. */
  yard: string;
  stops: TodayVisit[];
  /** Stops marked (done, cans not out, no access, skipped), and those still to do. */
  done: number;
  remaining: number;
  cans: number;
  roomCans: number;
  /** Its crew has marked a stop: planning the day again leaves its route as it is. */
  started: boolean;
  /** After how many stops it goes back to the yard to refill its tank. */
  refillsAfter: number[];
  /** The closed route's length, yard to yard, in kilometres (straight lines between the stops). */
  km: number;
  /** The last stop marked: its street, and when. */
  lastMark: { street: string; at: number } | null;
  legs: { from: number; to: number; mapsUrl: string }[];
  /** This week's (from Monday) ratings of its cleans and the tips its crew was given. */
  week: { ratings: number; average: number | null; tips: string; tipCount: number };
}

export interface TodayAnswer {
  date: string;
  day: string;
  isToday: boolean;
  /** The route shown is tomorrow's. */
  tomorrow: boolean;
  /** The day's room, all trucks together: what Home and Bookings say of the same day. */
  room: DayRoom;
  count: number;
  /** Where the route starts (the yard). */
  start: string;
  /** The stops in driving order from the yard (with trucks, none here: each is in its truck's route). */
  stops: TodayVisit[];
  /** The route as maps links, each through at most ten stops in order (numbered from 1). */
  legs: { from: number; to: number; mapsUrl: string }[];
  /** Whether this session may move stops (the owner; not the crew): up and down, or with trucks from one to another. */
  canReorder: boolean;
  /** A day with no stops names the next day that has some, in words, and how many. */
  nextWithVisits: { day: string; count: number } | null;
  /**
   * With trucks of the business's own: the day's trucks side by side (the owner), or the signed-in
   * crew member's truck only (none when they drive no truck that day); null with one truck.
   */
  trucks: TodayTruck[] | null;
}

/** POST visits/:id/order: the stop one place earlier or later on its day's route, kept for later days. */
export interface ReorderAnswer {
  /** The day's stops (visit ids) in their new order. */
  order: string[];
}

/** GET bookings: each service day ahead (and a day off that still has visits). */
export interface BookingsDay {
  date: string;
  day: string;
  dayOff: boolean;
  /** The visits listed. */
  count: number;
  /** What is booked against the day's room (in cans where trucks count cans). */
  room: DayRoom;
  visits: {
    visitId: string;
    state: string;
    bookingId: string;
    reference: string;
    name: string;
    plan: string;
    zip: string;
    payment: PaymentState | null;
  }[];
}

/** GET bookings/:id?visit=: a booking, opened at the visit tapped (else its next one). */
export interface BookingDetail {
  id: string;
  reference: string;
  status: string;
  membership: boolean;
  plan: string;
  name: string;
  /** Where the cans are, how many, and what each visit costs ('$32 every 4 weeks (2 cans)'); '' for one priced by proposal. */
  street: string;
  zip: string;
  cans: number;
  price: string;
  visit: { id: string; date: string; words: string } | null;
  datesWithRoom: DateWithRoom[];
  /** A membership's pause running now or ahead: until when, in words. */
  pausedUntil: string | null;
  /** The longest pause the site config allows, in weeks (0: not a running membership). */
  pauseMaxWeeks: number;
  /** Its visits up to today, latest first: how each went at the curb, with the crew's note and photos (links for a day). */
  history: { date: string; words: string; mark: StopMark | null; note: string | null; markedBy: string | null; photos: StopPhoto[] }[];
  /** The latest texts to its number that did not arrive (a landline, a blocked number), with the provider's words. */
  textProblems: ThreadText[];
  /** The customer's number, for the link to its thread in Messages. */
  phone: string | null;
  /** Where the stop's place on the route comes from, in words; `learned` when a mark placed it (the owner can clear it). */
  place: { learned: boolean; words: string };
}

/** GET bookings (paused): a membership paused now or ahead, soonest back first. */
export interface PausedMembership {
  bookingId: string;
  reference: string;
  name: string;
  /** Its first paused visit and the date it runs until, in words. */
  from: string;
  until: string;
  /** The first visit after the pause, in words, when one is planned. */
  back: string | null;
}

/** GET days/:date: the visits a whole-day move would take, and where they can go. */
export interface DayToMove {
  date: string;
  day: string;
  count: number;
  datesWithRoom: DateWithRoom[];
}

/** GET calls: a call as the list shows it; GET calls/:id adds the transcript. */
export interface CallSummary {
  callId: string;
  receivedAt: number;
  durationMs: number | null;
  callType: string | null;
  callerNumber: string | null;
  outcome: string | null;
  summary: string | null;
  followUp: boolean | null;
  lead: { id: string; name: string } | null;
}

export interface CallDetail extends CallSummary {
  transcript: string | null;
  recordingUrl: string | null;
}

/** GET deliveries: one that failed for good. */
export interface FailedDeliveryRow {
  id: number;
  channel: string;
  about: string;
  attempts: number;
  error: string | null;
  since: number;
}

/** A booking's payment, as the owner sees it (GET payments). */
export interface PaymentRow {
  bookingId: string;
  reference: string;
  name: string;
  plan: string;
  price: string;
  state: PaymentState;
  /** Taken so far, less refunds: '$69'. */
  taken: string;
  updatedAt: number;
  /** Each charge (the clean's, a membership's visits, a trip fee) with what went back, each refundable on its own. */
  charges: PaymentChargeRow[];
}

/** One charge at Stripe, as the owner's Payments lists it. */
export interface PaymentChargeRow {
  ref: string;
  /** 'Clean', or 'Trip fee, Nov 25'. */
  what: string;
  amount: string;
  refunded: string;
  at: number;
  refundable: boolean;
}

/** GET payments: the takings of the day and the month, and every booking's payment (failed first). */
export interface PaymentsAnswer {
  /** Whether payments are set up at all. */
  on: boolean;
  today: string;
  month: string;
  /** 50 a page (of one state, when asked): the failed first, then the due, then the rest by their last change. */
  payments: PaymentRow[];
  /** Every state: how many payments are in it, what they took and what is left to take, in dollars. */
  states: Record<PaymentState, { count: number; taken: string; left: string }>;
  /** The cursor of the next page (null at the end). */
  next: string | null;
  /** What the nightly check against Stripe could not explain ('Stripe: refunded $40 ...; here: $0'). */
  problems: { text: string; foundAt: number }[];
  /** How the latest night's check against Stripe went ('Checked against Stripe on ...'); null before the first. */
  check: string | null;
}

/** GET passkeys: the owner's passkeys. */
export interface PasskeyRow {
  id: string;
  createdAt: number;
  usedAt: number | null;
}
