// The customers' ratings of their cleans: one a visit (a second tap changes it), with what went
// wrong and their words, which truck did it, and when the owner answered an unhappy one (one to
// three stars). The public review link is offered to every customer who rates, whatever the
// stars: kept by their address, so the day-after e-mail asks only those not offered it yet.
import { cursorOf, pageOf, positionOf, type Page } from '../../../common/paging.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { recordOf } from '../../platform/db/record-of.ts';

/** The most stars that still count as unhappy: the owner hears of these at once. */
export const UNHAPPY_STARS = 3;

export interface Rating {
  visitId: string;
  bookingId: string;
  truckId: string | null;
  stars: number;
  /** What went wrong, as the customer ticked it (the page's keys). */
  problems: string[];
  words: string;
  /** They let the business quote their words on its page. */
  quoteOk: boolean;
  ratedAt: number;
  answeredAt: number | null;
  answeredBy: string | null;
  /** Its row, for a page's cursor. */
  row: number;
}

interface Row {
  r: number;
  visit_id: string;
  booking_id: string;
  truck_id: string | null;
  stars: number;
  problems: string;
  words: string;
  quote_ok: number;
  rated_at: number;
  answered_at: number | null;
  answered_by: string | null;
}

const ratingOf = (r: Row): Rating => ({
  visitId: r.visit_id,
  bookingId: r.booking_id,
  truckId: r.truck_id,
  stars: r.stars,
  problems: JSON.parse(r.problems) as string[],
  words: r.words,
  quoteOk: r.quote_ok === 1,
  ratedAt: r.rated_at,
  answeredAt: r.answered_at,
  answeredBy: r.answered_by,
  row: r.r,
});

/** Ratings over a time, in all and by truck (null: the business's one crew). */
export interface RatingFigures {
  count: number;
  stars: number;
  byTruck: { truckId: string | null; count: number; stars: number }[];
}

export class RatingStore {
  private readonly statements;
  /** Counts every change of a rating or its words: what shows them (the home page) draws again when it moves. */
  private changes = 0;

  constructor(
    db: Db,
    private readonly clock: Clock,
  ) {
    const select = 'SELECT rowid AS r, * FROM visit_ratings';
    this.statements = {
      rate: db.prepare<{ visitId: string; bookingId: string; truckId: string | null; stars: number; at: number }>(
        `INSERT INTO visit_ratings (visit_id, booking_id, truck_id, stars, rated_at) VALUES (@visitId, @bookingId, @truckId, @stars, @at)
         ON CONFLICT (visit_id) DO UPDATE SET stars = excluded.stars, rated_at = excluded.rated_at, answered_at = NULL, answered_by = NULL`,
      ),
      tell: db.prepare<{ visitId: string; problems: string; words: string; quoteOk: number }>(
        'UPDATE visit_ratings SET problems = @problems, words = @words, quote_ok = @quoteOk WHERE visit_id = @visitId',
      ),
      get: db.prepare<[string], Row>(`${select} WHERE visit_id = ?`),
      ofVisits: db.prepare<[string], Row>(`${select} WHERE visit_id IN (SELECT value FROM json_each(?))`),
      offer: db.prepare<[string, number]>(
        'INSERT INTO review_offers (customer_key, at) VALUES (?, ?) ON CONFLICT (customer_key) DO UPDATE SET at = excluded.at',
      ),
      offeredSince: db.prepare<[string, number], { n: number }>(
        'SELECT count(*) AS n FROM review_offers WHERE customer_key = ? AND at >= ?',
      ),
      waiting: db.prepare<{ at: number | null; row: number | null; limit: number }, Row>(
        `${select} WHERE stars <= ${UNHAPPY_STARS} AND answered_at IS NULL
           AND (@at IS NULL OR rated_at < @at OR (rated_at = @at AND rowid < @row))
         ORDER BY rated_at DESC, rowid DESC LIMIT @limit`,
      ),
      waitingCount: db.prepare<[], { n: number }>(
        `SELECT count(*) AS n FROM visit_ratings WHERE stars <= ${UNHAPPY_STARS} AND answered_at IS NULL`,
      ),
      answer: db.prepare<[number, string, string]>(
        'UPDATE visit_ratings SET answered_at = ?, answered_by = ? WHERE visit_id = ? AND answered_at IS NULL',
      ),
      figures: db.prepare<[number, number], { truck_id: string | null; count: number; stars: number }>(
        'SELECT truck_id, count(*) AS count, sum(stars) AS stars FROM visit_ratings WHERE rated_at >= ? AND rated_at < ? GROUP BY truck_id',
      ),
      all: db.prepare<[], { count: number; stars: number | null }>('SELECT count(*) AS count, sum(stars) AS stars FROM visit_ratings'),
      quotes: db.prepare<[number], Row>(`${select} WHERE quote_ok = 1 AND stars >= 4 AND words != '' ORDER BY rated_at DESC LIMIT ?`),
    };
  }

  /** A visit's stars (a second tap changes them, and an unhappy one waits for the owner again); the customer offered the review link. */
  rate(visit: { id: string; bookingId: string }, stars: number, truckId: string | null, customerKey: string): Rating {
    const at = this.clock.now();
    this.statements.rate.run({ visitId: visit.id, bookingId: visit.bookingId, truckId, stars, at });
    this.changes++;
    this.statements.offer.run(customerKey.trim().toLowerCase(), at);
    return this.of(visit.id)!;
  }

  /** What went wrong, their words, and whether their words may be quoted; false when the visit is not rated. */
  tell(visitId: string, { problems, words, quoteOk }: { problems: string[]; words: string; quoteOk: boolean }): boolean {
    this.changes++;
    return this.statements.tell.run({ visitId, problems: JSON.stringify(problems), words, quoteOk: quoteOk ? 1 : 0 }).changes > 0;
  }

  of(visitId: string): Rating | undefined {
    return recordOf(this.statements.get.get(visitId), ratingOf);
  }

  /** The ratings of these visits, by visit. */
  ofVisits(visitIds: readonly string[]): Map<string, Rating> {
    return new Map(this.statements.ofVisits.all(JSON.stringify(visitIds)).map((r) => [r.visit_id, ratingOf(r)]));
  }

  /** Whether the customer (their address) was offered the review link since then. */
  offeredSince(customerKey: string, since: number): boolean {
    return this.statements.offeredSince.get(customerKey.trim().toLowerCase(), since)!.n > 0;
  }

  /** The unhappy ratings the owner has not answered yet, the latest first, a page at a time. */
  waiting(before?: string, limit = 20): Page<Rating> {
    const from = positionOf(before);
    const read = this.statements.waiting.all({ at: from?.at ?? null, row: from?.row ?? null, limit: limit + 1 }).map(ratingOf);
    return pageOf(read, limit, (last) => cursorOf(last.ratedAt, last.row));
  }

  waitingCount(): number {
    return this.statements.waitingCount.get()!.n;
  }

  /** The owner answered an unhappy rating; false when it was answered already, or is not one. */
  answer(visitId: string, by: string): boolean {
    return this.statements.answer.run(this.clock.now(), by, visitId).changes > 0;
  }

  /** Ratings given between two instants, in all and by truck. */
  figures(from: number, to: number): RatingFigures {
    const byTruck = this.statements.figures.all(from, to).map((r) => ({ truckId: r.truck_id, count: r.count, stars: r.stars }));
    return { count: byTruck.reduce((sum, t) => sum + t.count, 0), stars: byTruck.reduce((sum, t) => sum + t.stars, 0), byTruck };
  }

  /** A number that moves with every rating given or changed, and every customer's words. */
  revision(): number {
    return this.changes;
  }

  /** Every rating ever given: how many, and their stars summed. */
  allTime(): { count: number; stars: number } {
    const { count, stars } = this.statements.all.get()!;
    return { count, stars: stars ?? 0 };
  }

  /** The latest happy words the customers let the business quote. */
  quotes(limit = 3): Rating[] {
    return this.statements.quotes.all(limit).map(ratingOf);
  }
}
