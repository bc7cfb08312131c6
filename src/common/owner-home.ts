// The owner's Home: the business at a glance, every figure computed by the server from the
// records, each with where its list is (the inbox's address, filtered). Shared by the server
// that answers it and the app that draws it.
import type { WayIn } from './ways-in.ts';
import type { DayRoom } from './day-room.ts';
import type { LeavingReason } from './leaving-reasons.ts';

/** An amount as the owner reads it, and in cents for the charts. */
export interface Money {
  cents: number;
  words: string;
}

/** One week of the members' movement, the week named by its Monday ('Nov 23'). */
export interface MemberWeek {
  week: string;
  began: number;
  paused: number;
  ended: number;
  /** Members running at the week's end. */
  members: number;
}

/** One service day ahead: what is booked against its room. */
export interface RoomDay extends DayRoom {
  date: string;
  /** 'Mon 30' */
  day: string;
}

/** One thing that needs the owner, first on Home, and the list that fixes it. */
export interface NeedItem {
  kind: 'overbooked' | 'failed' | 'unanswered' | 'unhappy';
  /** 'Wednesday, December 9: 6 cans over its room' */
  title: string;
  words: string;
  /** The inbox's address of the list ('#payments?state=failed'). */
  href: string;
}

/** The customers' ratings and tips of the last 30 days, each by the truck that did the clean. */
export interface AfterCleanFigures {
  ratings: {
    count: number;
    /** 4.6, one decimal; null with none. */ average: number | null;
    byTruck: { truck: string; count: number; average: number }[];
  };
  tips: { total: Money; count: number; byTruck: { truck: string; total: Money; count: number }[] };
}

export interface HomeFigures {
  /** 'Saturday, November 28, 10:05 AM': when the figures were read. */
  asOf: string;
  /** What needs the owner first, most urgent first; empty when nothing does. */
  needs: NeedItem[];
  members: { now: number; weeks: MemberWeek[] };
  /** Monthly recurring revenue: the running memberships' charges a year, over twelve; and four weeks ago. */
  revenue: { monthly: Money; fourWeeksAgo: Money; change: Money };
  money: {
    thisWeek: Money;
    lastWeek: Money;
    thisMonth: Money;
    lastMonth: Money;
    /** Homes' payments due and not taken yet. */
    outstanding: Money & { count: number };
    failed: Money & { count: number };
    /** The accounts' invoices open. */
    accounts: Money & { count: number };
  };
  /** This week's leads (from Monday) by the way they came in, and how many became bookings. */
  leads: { ways: { way: WayIn; label: string; count: number; booked: number }[]; count: number; booked: number };
  /** The next 21 days' room used, each service day. */
  room: RoomDay[];
  /** Households that left in the last 90 days (a one-time clean cancelled, a membership ended), by the reason they gave. */
  leavers: { total: number; reasons: { reason: LeavingReason | 'unsaid'; label: string; count: number }[] };
  /** Visitors outside the area waiting to be told when the business comes: how many, and the zips asked for most (beside how many zips are served). */
  waitlist: { waiting: number; served: number; zips: { zip: string; waiting: number; told: number }[] };
  /** The last 30 days after the cleans: the ratings (average stars, by truck) and the tips taken (by truck). */
  afterClean: AfterCleanFigures;
  /** The day's route: today's until the evening list's hour, then the next service day's. */
  route: { date: string; day: string; stops: number; done: number; remaining: number; room: DayRoom };
}
