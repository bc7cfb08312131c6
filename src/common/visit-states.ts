// A visit's states and marks, declared once for the server (and its SQL CHECK), the owner's inbox
// and its app.

/**
 * What happened, or is to happen, on a visit's day. Scheduled: planned (still so once its day has
 * passed unmarked); done, skipped, not-out (the cans were not at the curb) and no-access (a gate,
 * a blocked drive): as marked at the curb; cancelled: given up; held: waiting for
 * a membership's charge to go through (it keeps its place, off the day's route, back by itself);
 * paused: given up for a member's pause (its place free; back if the pause ends early and room allows).
 */
export const VISIT_STATES = ['scheduled', 'done', 'skipped', 'not-out', 'no-access', 'cancelled', 'held', 'paused'] as const;
export type VisitState = (typeof VISIT_STATES)[number];

/** A visit given up (cancelled, or paused for a member's pause): it holds no place and is on no day's list. */
export const GIVEN_UP_STATES = ['cancelled', 'paused'] as const satisfies readonly VisitState[];
export const givenUp = (visit: { state: VisitState }) => (GIVEN_UP_STATES as readonly VisitState[]).includes(visit.state);

/** The marks the crew sets at the curb, in the order its buttons show them; clearing one makes the visit scheduled again. */
export const VISIT_MARKS = ['done', 'not-out', 'no-access', 'skipped'] as const satisfies readonly VisitState[];
export type VisitMark = (typeof VISIT_MARKS)[number];
/** The marks that mean the crew came and could not clean: the customer hears why, and what happens next. */
export const MISSED_MARKS = ['not-out', 'no-access'] as const satisfies readonly VisitMark[];
export const isMissed = (state: string): state is (typeof MISSED_MARKS)[number] => (MISSED_MARKS as readonly string[]).includes(state);
/** The crew came: cleaned, or could not (a missed mark). The customer is told, and the clean counts as given. */
export const crewCame = (state: string) => state === 'done' || isMissed(state);

/** What became of a booking: booked, cancelled (given up before it ran its course), or ended (a membership). */
export const BOOKING_STATUSES = ['booked', 'cancelled', 'ended'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
