// Bookings and their visits. A booking is the agreement (booked, cancelled, ended); each visit is
// a stored row with its own date and state, and every page, e-mail, list and feed reads those
// rows. The rule (a one-time date, or every interval from a membership's first date) is asked
// only when visits are written: at booking, and as days pass, a membership's visits are kept
// written ahead over the horizon and two intervals more. The store is its reads (booking-reads.ts)
// with the verbs that write: this file books (a household, an account's address), marks at the
// curb and queues the evening list; the changes after (booking-changes.ts) and the pauses and
// holds (booking-pauses.ts) are verbs over the common ground (booking-core.ts) it hands them.
import { randomInt, randomUUID } from 'node:crypto';
import type { Language } from '../../../common/languages.ts';
import type { LocalDate } from '../../platform/clock/business-calendar.ts';
import { givenUp, type BookResult, type Booking, type ChangedBy, type NewBooking, type NewSite, type VisitMark } from './booking-types.ts';
import { BookingCore, newVisit, type BookingParts, type BookingStoreOptions, type DayRoom } from './booking-core.ts';
import { BookingReads } from './booking-reads.ts';
import { cancelBooking, cancelVisit, changeCans, moveDay, moveVisit, rebookMissed } from './booking-changes.ts';
import { confirmHold, dropExpiredHolds, holdNextVisit, pauseMembership, releaseHeldVisits, resumeMembership } from './booking-pauses.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import type { PricingPlan, Weekday } from '../../../common/site-config.schema.ts';

export type { BookingStoreOptions } from './booking-core.ts';
export { CUSTOMER_CHANGES_PER_DAY, MEMBERSHIP_LINK_DAYS } from './booking-reads.ts';

/** How long a web booking whose mobile is not proven (no texts set up) holds its date, waiting for its e-mail's link. */
export const WEB_HOLD_MINUTES = 30;

const REFERENCE_LETTERS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const newReference = () => Array.from({ length: 6 }, () => REFERENCE_LETTERS[randomInt(REFERENCE_LETTERS.length)]).join('');
/** A household's booking: no account, its address its customer's. */
const HOUSEHOLD = { accountId: null, siteName: null, siteStreet: null, siteZip: null } as const;

/** A verb over the store's parts as the store offers it: the same arguments, less the parts. */
type Verb<F> = F extends (parts: BookingParts, ...args: infer A) => infer R ? (...args: A) => R : never;

export class BookingStore extends BookingReads {
  private readonly core: BookingCore;
  private readonly parts: BookingParts;
  /** The business's plans now (the owner's settings): what a booking's words and prices are read against. */
  readonly plans: () => readonly PricingPlan[];

  constructor(db: Db, outbox: Outbox, options: BookingStoreOptions) {
    const core = new BookingCore(db, outbox, options);
    super(core.rows, core.dates);
    this.core = core;
    this.parts = { core, reads: this };
    this.plans = core.plans;
  }

  // The common ground's answers, as the store gives them.
  intervalDaysOf = (planId: string): number | null => this.core.intervalDaysOf(planId);
  writeAhead = (): void => this.core.writeAhead();
  visitsOn = (date: LocalDate): number => this.core.visitsOn(date);
  dayRoom = (date: LocalDate): DayRoom => this.core.dayRoom(date);
  roomOn = (date: LocalDate): number => this.core.roomOn(date);
  datesWithRoom = (pickup: Weekday, count?: number, after?: LocalDate, intervalDays?: number | null): LocalDate[] =>
    this.core.datesWithRoom(pickup, count, after, intervalDays);
  serviceDatesWithRoom = (count?: number): LocalDate[] => this.core.serviceDatesWithRoom(count);
  workdaysWithRoom = (visits: number, options?: Parameters<BookingCore['workdaysWithRoom']>[1]): LocalDate[] =>
    this.core.workdaysWithRoom(visits, options);
  issueLink = (bookingId: string): string => this.core.issueLink(bookingId);

  // The changes after a booking is made (booking-changes.ts), and a membership's pauses and the holds (booking-pauses.ts).
  moveVisit: Verb<typeof moveVisit> = (...args) => moveVisit(this.parts, ...args);
  rebook: Verb<typeof rebookMissed> = (...args) => rebookMissed(this.parts, ...args);
  cancelVisit: Verb<typeof cancelVisit> = (...args) => cancelVisit(this.parts, ...args);
  moveDay: Verb<typeof moveDay> = (...args) => moveDay(this.parts, ...args);
  cancel: Verb<typeof cancelBooking> = (...args) => cancelBooking(this.parts, ...args);
  changeCans: Verb<typeof changeCans> = (...args) => changeCans(this.parts, ...args);
  pause: Verb<typeof pauseMembership> = (...args) => pauseMembership(this.parts, ...args);
  resume: Verb<typeof resumeMembership> = (...args) => resumeMembership(this.parts, ...args);
  holdNextVisit: Verb<typeof holdNextVisit> = (...args) => holdNextVisit(this.parts, ...args);
  releaseHeldVisits: Verb<typeof releaseHeldVisits> = (...args) => releaseHeldVisits(this.parts, ...args);
  confirmHold: Verb<typeof confirmHold> = (...args) => confirmHold(this.parts, ...args);
  dropExpiredHolds: Verb<typeof dropExpiredHolds> = () => dropExpiredHolds(this.parts);

  /** The plan's prices now, which a new booking keeps. */
  private pricesNow(planId: string) {
    const prices = this.core.planPrices(planId);
    return { firstCents: prices?.first ?? null, extraCents: prices?.extra ?? null };
  }

  /** Holds a date (and a membership's visits ahead) and stores its lead, in one transaction; refuses, storing nothing, when it cannot. */
  book(request: NewBooking): BookResult {
    this.core.writeAhead();
    const result = this.core.db
      .transaction((): BookResult => {
        const seen = request.dedupeKey ? this.rows.byDedupeKey(request.dedupeKey) : undefined;
        if (seen) return { ok: true, booking: seen, duplicate: true };
        const limited = request.limit?.();
        if (limited) return { ok: false, problem: 'limit', reason: limited, next: [] };
        // A membership's visits fall at its plan's rhythm; a one-time clean's once.
        const intervalDays = this.core.intervalDaysOf(request.planId);
        const refused = this.core.refusal(request.date, request.pickupDay, intervalDays);
        if (refused) return refused;
        const id = randomUUID();
        const at = this.clock.now();
        this.rows.insert({
          id,
          reference: this.newReference(),
          leadId: request.lead(),
          planId: request.planId,
          cans: request.cans ?? 1,
          pickupDay: request.pickupDay,
          ruleStart: request.date,
          intervalDays,
          at,
          dedupeKey: request.dedupeKey ?? null,
          holdUntil: request.holdMinutes ? at + request.holdMinutes * 60_000 : null,
          ...HOUSEHOLD,
          ...this.pricesNow(request.planId),
        });
        const booking = this.rows.get(id)!;
        if (intervalDays === null) this.rows.insertVisit(newVisit(id, request.date, at, request.by));
        else this.core.writeVisits(booking, null, this.core.writeAheadTo());
        this.core.recordChange(booking, request.by, 'booked', { to: request.date, ...(request.holdMinutes ? { held: true } : {}) });
        return { ok: true, booking, duplicate: false };
      })
      .immediate();
    if (result.ok && !result.duplicate) this.core.outbox.announceQueued();
    return result;
  }

  /**
   * An account's address booked as agreed (the owner proposed it and the customer signed): its
   * visits fall every interval from the first pickup date on or after its start (never before the
   * earliest date a booking can have), written ahead like a membership's, with no room refused.
   * Inside the caller's transaction (the acceptance that makes the account); the same address
   * twice books once.
   */
  bookSite(site: NewSite): { booking: Booking; duplicate: boolean } {
    this.core.writeAhead();
    return this.core.db.transaction(() => {
      const seen = this.rows.byDedupeKey(site.dedupeKey);
      if (seen) return { booking: seen, duplicate: true };
      const from = site.startDate > this.dates.earliest() ? site.startDate : this.dates.earliest();
      const first = this.dates.pickupDateFrom(from, site.pickupDay);
      const id = randomUUID();
      this.rows.insert({
        id,
        reference: this.newReference(),
        leadId: site.leadId,
        planId: 'commercial',
        cans: site.carts,
        pickupDay: site.pickupDay,
        ruleStart: first,
        intervalDays: site.intervalDays,
        at: this.clock.now(),
        dedupeKey: site.dedupeKey,
        holdUntil: null,
        accountId: site.accountId,
        siteName: site.business,
        siteStreet: site.street,
        siteZip: site.zip,
        firstCents: null,
        extraCents: null,
      });
      const booking = this.rows.get(id)!;
      this.core.writeVisits(booking, null, this.core.writeAheadTo());
      this.core.recordChange(booking, site.by, 'booked', { to: first });
      return { booking, duplicate: false };
    })();
  }

  /**
   * An account's address ended with notice: its visits through `lastDay` stand, later ones are
   * given up, and it is ended as of that day (inside the caller's transaction). Undefined when it is not running.
   */
  endSite(id: string, lastDay: LocalDate, by: ChangedBy): Booking | undefined {
    return this.core.db.transaction(() => {
      const booking = this.rows.get(id);
      if (!booking || booking.status !== 'booked' || booking.accountId === null) return undefined;
      const from = this.rows.visitsOf(id).find((v) => v.date > lastDay && !givenUp(v))?.date;
      const at = this.clock.now();
      this.rows.cancelAfter(id, lastDay, at, by);
      this.rows.setStatus(id, 'ended', lastDay, at);
      this.core.recordChange(booking, by, 'ended', from ? { from } : {});
      return this.rows.get(id);
    })();
  }

  private newReference(): string {
    let reference = newReference();
    while (this.rows.referenceTaken(reference)) reference = newReference();
    return reference;
  }

  /** The language the customer's messages go out in, as they chose it on their page. False when nothing changed. */
  setLanguage(bookingId: string, language: Language): boolean {
    const booking = this.rows.get(bookingId);
    if (!booking) return false;
    return this.rows.setLanguage(booking.leadId, language);
  }

  /**
   * Marks a visit of today or before (done, skipped, cans not out, no access: with the crew's
   * note), or clears the mark; false when it cannot be. The same mark again changes nothing and
   * tells nobody twice. `who` is the address signed in that made it.
   */
  mark(visitId: string, mark: VisitMark | null, by: ChangedBy, note: string | null = null, who: string | null = null): boolean {
    const marked = this.core.db
      .transaction(() => {
        const visit = this.rows.visit(visitId);
        const booking = visit && this.rows.get(visit.bookingId);
        if (!visit || !booking || !this.markable(visit, booking)) return false;
        const state = mark ?? 'scheduled';
        if (note !== visit.note) this.rows.setNote(visitId, note);
        if (state === visit.state) return true;
        this.rows.setMarkedBy(visitId, mark ? who : null);
        this.rows.setVisitState(visitId, state, this.clock.now(), by);
        this.core.markDeepCleans(booking);
        this.core.events.emit({ kind: 'marked', visit: this.rows.visit(visitId)!, booking, before: visit.state });
        return true;
      })
      .immediate();
    if (marked) this.core.outbox.announceQueued();
    return marked;
  }

  /**
   * Queues the owner's list for the next service day once it is the digest hour the evening
   * before, and for today's if that evening passed unseen (the server was down). Once per day:
   * the delivery is unique per date. Returns the dates queued.
   */
  queueDayDigests(): LocalDate[] {
    if (!this.core.ownerEmail) return [];
    const { calendar, rules } = this.dates;
    const now = this.clock.now();
    const today = calendar.dateOf(now);
    const due = [today, ...(calendar.hourOf(now) >= rules.ownerDigestHour ? [calendar.addDays(today, 1)] : [])];
    const queued = due.filter(
      (date) => this.dates.isServiceDay(date) && this.core.outbox.enqueue('email', { kind: 'day-digest', id: date }),
    );
    if (queued.length) this.core.outbox.announceQueued();
    return queued;
  }
}
