// The review requests queued after a clean: one per customer (their e-mail address) in so many
// days, so a member cleaned every four weeks is asked once a season, not at every visit.
import type { Db } from '../../platform/db/database.ts';

export class ReviewRequests {
  private readonly statements;

  constructor(db: Db) {
    this.statements = {
      since: db.prepare<[string, number], { n: number }>(
        'SELECT count(*) AS n FROM review_requests WHERE customer_key = ? AND queued_at >= ?',
      ),
      add: db.prepare<[string, string, number]>(
        'INSERT INTO review_requests (visit_id, customer_key, queued_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
      ),
    };
  }

  /** Records a request for this visit unless the customer had one since `since`; whether it was recorded. */
  claim(visitId: string, email: string, at: number, since: number): boolean {
    const key = email.trim().toLowerCase();
    if (this.statements.since.get(key, since)!.n > 0) return false;
    return this.statements.add.run(visitId, key, at).changes === 1;
  }
}
