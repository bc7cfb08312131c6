// Accounts and their addresses. An account is made once per proposal (accepting twice finds the
// same one); each address is a booking of its own (its visits, its stop on the route), kept here
// with the version that added it and its price per cart. Ending an account with notice keeps its
// visits up to its last day.
import { randomUUID } from 'node:crypto';
import { cursorOf, pageOf, positionOf, type Page } from '../../../common/paging.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Account, AccountSite } from './account-types.ts';
import { recordOf } from '../../platform/db/record-of.ts';

interface AccountRow {
  id: string;
  family: string;
  lead_id: string;
  business: string;
  status: Account['status'];
  ends_on: string | null;
  stripe_customer: string | null;
  created_at: number;
  updated_at: number;
  rowid: number;
}

interface SiteRow {
  id: string;
  account_id: string;
  booking_id: string;
  proposal_id: string;
  cents_per_cart: number;
  added_at: number;
}

const accountOf = (row: AccountRow): Account => ({
  id: row.id,
  family: row.family,
  leadId: row.lead_id,
  business: row.business,
  status: row.status,
  endsOn: row.ends_on,
  stripeCustomer: row.stripe_customer,
  createdAt: row.created_at,
});

const siteOf = (row: SiteRow): AccountSite => ({
  id: row.id,
  accountId: row.account_id,
  bookingId: row.booking_id,
  proposalId: row.proposal_id,
  centsPerCart: row.cents_per_cart,
  addedAt: row.added_at,
});

export class AccountStore {
  private readonly statements;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {
    this.statements = {
      open: db.prepare<{ id: string; family: string; lead: string; business: string; at: number }>(
        `INSERT INTO accounts (id, family, lead_id, business, status, created_at, updated_at)
         VALUES (@id, @family, @lead, @business, 'active', @at, @at) ON CONFLICT (family) DO NOTHING`,
      ),
      byId: db.prepare<[string], AccountRow>('SELECT rowid, * FROM accounts WHERE id = ?'),
      byFamily: db.prepare<[string], AccountRow>('SELECT rowid, * FROM accounts WHERE family = ?'),
      page: db.prepare<{ at: number | null; row: number | null; limit: number }, AccountRow>(
        `SELECT rowid, * FROM accounts WHERE (@at IS NULL OR (created_at, rowid) < (@at, @row))
         ORDER BY created_at DESC, rowid DESC LIMIT @limit`,
      ),
      // Accounts that had service in a month: made before it ended, not ended before it began.
      inMonth: db.prepare<{ from: string; until: number }, AccountRow>(
        `SELECT rowid, * FROM accounts WHERE created_at < @until AND (ends_on IS NULL OR ends_on >= @from) ORDER BY created_at`,
      ),
      end: db.prepare<{ id: string; endsOn: string; at: number }>(
        "UPDATE accounts SET status = 'ended', ends_on = @endsOn, updated_at = @at WHERE id = @id AND status = 'active'",
      ),
      setCustomer: db.prepare<[string, number, string]>(
        'UPDATE accounts SET stripe_customer = coalesce(stripe_customer, ?), updated_at = ? WHERE id = ?',
      ),
      addSite: db.prepare<SiteRow>(
        `INSERT INTO account_sites (id, account_id, booking_id, proposal_id, cents_per_cart, added_at)
         VALUES (@id, @account_id, @booking_id, @proposal_id, @cents_per_cart, @added_at) ON CONFLICT (id) DO NOTHING`,
      ),
      sites: db.prepare<[string], SiteRow>('SELECT * FROM account_sites WHERE account_id = ? ORDER BY added_at, rowid'),
      ofLead: db.prepare<[string], AccountRow>('SELECT rowid, * FROM accounts WHERE lead_id = ? ORDER BY created_at'),
      siteOfBooking: db.prepare<[string], SiteRow>('SELECT * FROM account_sites WHERE booking_id = ?'),
    };
  }

  /** The account a proposal's acceptance makes, or the one it made before (inside the caller's transaction). */
  open({ family, leadId, business }: { family: string; leadId: () => string; business: string }): { account: Account; made: boolean } {
    const seen = this.byFamily(family);
    if (seen) return { account: seen, made: false };
    const id = randomUUID();
    this.statements.open.run({ id, family, lead: leadId(), business, at: this.clock.now() });
    return { account: this.get(id)!, made: true };
  }

  /** The accounts these leads (a person's) are the billing contact of. */
  ofLeads(leadIds: readonly string[]): Account[] {
    return leadIds.flatMap((id) => this.statements.ofLead.all(id).map(accountOf));
  }

  get(id: string): Account | undefined {
    return recordOf(this.statements.byId.get(id), accountOf);
  }

  byFamily(family: string): Account | undefined {
    return recordOf(this.statements.byFamily.get(family), accountOf);
  }

  /** The owner's list: newest first, 30 a page. */
  page({ before, limit = 30 }: { before?: string | undefined; limit?: number } = {}): Page<Account> {
    const position = positionOf(before);
    const rows = this.statements.page.all({ at: position?.at ?? null, row: position?.row ?? null, limit: limit + 1 });
    const page = pageOf(rows, limit, (last) => cursorOf(last.created_at, last.rowid));
    return { rows: page.rows.map(accountOf), next: page.next };
  }

  /** The accounts served in a month (its first day, and the instant it ends). */
  inMonth(from: string, until: number): Account[] {
    return this.statements.inMonth.all({ from, until }).map(accountOf);
  }

  /** Ended with notice: its last day of service. False when it was not active. */
  end(id: string, endsOn: string): boolean {
    return this.statements.end.run({ id, endsOn, at: this.clock.now() }).changes > 0;
  }

  /** The account's customer at Stripe (kept once made; a second answer never replaces the first). */
  setStripeCustomer(id: string, customer: string) {
    this.statements.setCustomer.run(customer, this.clock.now(), id);
  }

  /** An address booked for the account (inside the caller's transaction); the same address twice is kept once. */
  addSite(site: Omit<AccountSite, 'addedAt'>) {
    this.statements.addSite.run({
      id: site.id,
      account_id: site.accountId,
      booking_id: site.bookingId,
      proposal_id: site.proposalId,
      cents_per_cart: site.centsPerCart,
      added_at: this.clock.now(),
    });
  }

  sites(accountId: string): AccountSite[] {
    return this.statements.sites.all(accountId).map(siteOf);
  }

  siteOfBooking(bookingId: string): AccountSite | undefined {
    return recordOf(this.statements.siteOfBooking.get(bookingId), siteOf);
  }

  transaction<T>(work: () => T): T {
    return this.db.transaction(work).immediate();
  }
}
