// Proposals, version by version. A draft changes as the owner writes it; sending fixes it (its
// words as shown and their fingerprint kept, the earlier version sent replaced) and queues its
// e-mail with a fresh link; a change after that is a new version. Accepting records who signed,
// when, from where and what they saw, once. Each message carries its own link: a token kept here
// only as its hash.
import { createHash, randomUUID } from 'node:crypto';
import type { Language } from '../../../common/languages.ts';
import type { ProposalContent } from '../../../common/proposals.ts';
import { cursorOf, pageOf, positionOf, type Page } from '../../../common/paging.ts';
import { proposalText } from '../../../common/copy/proposal-copy.ts';
import type { ProposalFacts } from '../../../common/proposal-page.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { linkTokenHash, newLinkToken } from '../../platform/http/link-token.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import type { Acceptance, KeptContent, Proposal, ProposalMessage, ProposalState } from './account-types.ts';
import { recordOf } from '../../platform/db/record-of.ts';

interface Row {
  id: string;
  family: string;
  version: number;
  lead_id: string | null;
  account_id: string | null;
  state: ProposalState;
  content: string;
  language: Language;
  shown: string | null;
  fingerprint: string | null;
  created_at: number;
  updated_at: number;
  sent_at: number | null;
  reminded_at: number | null;
  accepted_name: string | null;
  accepted_at: number | null;
  accepted_ip: string | null;
  accepted_agent: string | null;
  rowid: number;
}

const proposalOf = (row: Row): Proposal => ({
  id: row.id,
  family: row.family,
  version: row.version,
  leadId: row.lead_id,
  accountId: row.account_id,
  state: row.state,
  content: JSON.parse(row.content) as KeptContent,
  language: row.language,
  shown: row.shown === null ? null : (JSON.parse(row.shown) as ProposalFacts),
  fingerprint: row.fingerprint,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  sentAt: row.sent_at,
  remindedAt: row.reminded_at,
  acceptance:
    row.accepted_at === null
      ? null
      : { name: row.accepted_name!, at: row.accepted_at, ip: row.accepted_ip ?? '', agent: row.accepted_agent ?? '' },
});

/** The SHA-256 of the words a customer is shown: what their signature is bound to. */
export const fingerprintOf = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A sent proposal's text, as kept: what was signed, line by line (the e-mails carry it). */
export const keptText = (proposal: Pick<Proposal, 'shown' | 'language'>) =>
  proposal.shown ? proposalText(proposal.shown, proposal.language) : '';

/** Every address with its id: one made for an address new to this version, kept for one it had. */
const kept = (content: ProposalContent): KeptContent => ({
  ...content,
  sites: content.sites.map((site) => ({ ...site, id: site.id ?? randomUUID() })),
});

/** Sent: the proposal, and a link for the owner to open it as the customer sees it (or to hand on when e-mail is off). */
export type SendResult = { ok: true; proposal: Proposal; link: string } | { ok: false; problem: 'not-draft' | 'missing' };
export type AcceptResult =
  { ok: true; proposal: Proposal; first: boolean } | { ok: false; problem: 'replaced' | 'draft' | 'changed'; proposal: Proposal };

/** How long a proposal's link works after its e-mail went (an old e-mail in an inbox is no key to the business's prices for ever). */
export const PROPOSAL_LINK_DAYS = 90;
const DAY_MS = 24 * 3_600_000;

export class ProposalStore {
  private readonly statements;

  constructor(
    private readonly db: Db,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    /** Which e-mails are on: the customer's (the proposal, its reminder) and the owner's (a message from its page). */
    private readonly mail: { customer: boolean; owner: boolean },
  ) {
    this.statements = {
      insert: db.prepare<{
        id: string;
        family: string;
        version: number;
        lead: string | null;
        account: string | null;
        content: string;
        language: Language;
        at: number;
      }>(
        `INSERT INTO proposals (id, family, version, lead_id, account_id, state, content, language, created_at, updated_at)
         VALUES (@id, @family, @version, @lead, @account, 'draft', @content, @language, @at, @at)`,
      ),
      byId: db.prepare<[string], Row>('SELECT rowid, * FROM proposals WHERE id = ?'),
      byToken: db.prepare<[string, number], Row & { issued_at: number }>(
        'SELECT p.rowid, p.*, k.issued_at FROM proposals p JOIN proposal_links k ON k.proposal_id = p.id WHERE k.token_hash = ? AND k.issued_at >= ?',
      ),
      family: db.prepare<[string], Row>('SELECT rowid, * FROM proposals WHERE family = ? ORDER BY version'),
      lastVersion: db.prepare<[string], { v: number | null }>('SELECT max(version) AS v FROM proposals WHERE family = ?'),
      update: db.prepare<[string, string, number, string]>(
        "UPDATE proposals SET content = ?, language = ?, updated_at = ? WHERE id = ? AND state = 'draft'",
      ),
      send: db.prepare<{ id: string; shown: string; fingerprint: string; at: number }>(
        `UPDATE proposals SET state = 'sent', shown = @shown, fingerprint = @fingerprint, sent_at = @at, updated_at = @at
         WHERE id = @id AND state = 'draft'`,
      ),
      replace: db.prepare<{ family: string; id: string; at: number }>(
        "UPDATE proposals SET state = 'replaced', updated_at = @at WHERE family = @family AND id != @id AND state = 'sent'",
      ),
      accept: db.prepare<{ id: string; name: string; at: number; ip: string; agent: string; account: string | null }>(
        `UPDATE proposals SET state = 'accepted', accepted_name = @name, accepted_at = @at, accepted_ip = @ip,
           accepted_agent = @agent, account_id = coalesce(account_id, @account), updated_at = @at
         WHERE id = @id AND state = 'sent'`,
      ),
      setAccount: db.prepare<[string, string]>('UPDATE proposals SET account_id = ? WHERE id = ?'),
      addLink: db.prepare<[string, string, number]>('INSERT INTO proposal_links (token_hash, proposal_id, issued_at) VALUES (?, ?, ?)'),
      // The owner's list: each proposal by its latest version, the most recently changed first.
      latest: db.prepare<{ at: number | null; row: number | null; limit: number }, Row>(
        `SELECT p.rowid, p.* FROM proposals p
         WHERE p.version = (SELECT max(version) FROM proposals q WHERE q.family = p.family)
           AND (@at IS NULL OR (p.updated_at, p.rowid) < (@at, @row))
         ORDER BY p.updated_at DESC, p.rowid DESC LIMIT @limit`,
      ),
      unanswered: db.prepare<[number], Row>(
        "SELECT rowid, * FROM proposals WHERE state = 'sent' AND reminded_at IS NULL AND sent_at <= ? ORDER BY sent_at LIMIT 100",
      ),
      reminded: db.prepare<[number, string]>('UPDATE proposals SET reminded_at = ? WHERE id = ?'),
      addMessage: db.prepare<[string, string, number]>('INSERT INTO proposal_messages (proposal_id, body, at) VALUES (?, ?, ?)'),
      message: db.prepare<[number], { id: number; proposal_id: string; body: string; at: number }>(
        'SELECT * FROM proposal_messages WHERE id = ?',
      ),
      messagesOf: db.prepare<[string], { id: number; proposal_id: string; body: string; at: number }>(
        `SELECT m.* FROM proposal_messages m JOIN proposals p ON p.id = m.proposal_id WHERE p.family = ? ORDER BY m.id DESC LIMIT 20`,
      ),
      messagesSince: db.prepare<[string, number], { n: number }>(
        'SELECT count(*) AS n FROM proposal_messages WHERE proposal_id = ? AND at >= ?',
      ),
    };
  }

  /** A new draft: a proposal's first version (from a lead, or from nothing), or the next version of a family. */
  draft(
    content: ProposalContent,
    { leadId = null, accountId = null, family }: { leadId?: string | null; accountId?: string | null; family?: string },
  ) {
    return this.db.transaction((): Proposal => {
      const id = randomUUID();
      const version = family ? (this.statements.lastVersion.get(family)!.v ?? 0) + 1 : 1;
      this.statements.insert.run({
        id,
        family: family ?? id,
        version,
        lead: leadId,
        account: accountId,
        content: JSON.stringify(kept(content)),
        language: content.language,
        at: this.clock.now(),
      });
      return this.get(id)!;
    })();
  }

  /** A draft rewritten; undefined when it is no draft (sent ones never change). */
  update(id: string, content: ProposalContent): Proposal | undefined {
    const { changes } = this.statements.update.run(JSON.stringify(kept(content)), content.language, this.clock.now(), id);
    return changes ? this.get(id) : undefined;
  }

  /**
   * Sends a draft: its facts in words as the customer will read them (`shown`) and the
   * fingerprint of their text are kept and never change, any earlier version sent is replaced,
   * and its e-mail is queued with a fresh link, in one transaction.
   */
  send(id: string, shown: (proposal: Proposal) => ProposalFacts): SendResult {
    const result = this.db
      .transaction((): SendResult => {
        const proposal = this.get(id);
        if (!proposal) return { ok: false, problem: 'missing' };
        if (proposal.state !== 'draft') return { ok: false, problem: 'not-draft' };
        const facts = shown(proposal);
        const at = this.clock.now();
        const fingerprint = fingerprintOf(proposalText(facts, proposal.language));
        this.statements.send.run({ id, shown: JSON.stringify(facts), fingerprint, at });
        this.statements.replace.run({ family: proposal.family, id, at });
        if (this.mail.customer)
          this.outbox.enqueue('customer-email', { kind: 'proposal-sent', id }, { at, secret: () => this.issueLink(id) });
        return { ok: true, proposal: this.get(id)!, link: this.issueLink(id) };
      })
      .immediate();
    if (result.ok) this.outbox.announceQueued();
    return result;
  }

  /**
   * The customer's signature: accepted once, with who, when, from where and what they saw (the
   * fingerprint of the words on their page must be the one sent). Inside the caller's transaction
   * (the account is made in the same one). Accepted before: the same proposal, not first.
   */
  accept(id: string, signature: Omit<Acceptance, 'at'> & { fingerprint: string }): AcceptResult | undefined {
    const proposal = this.get(id);
    if (!proposal) return undefined;
    if (proposal.state === 'accepted') return { ok: true, proposal, first: false };
    if (proposal.state !== 'sent') return { ok: false, problem: proposal.state === 'draft' ? 'draft' : 'replaced', proposal };
    if (signature.fingerprint !== proposal.fingerprint) return { ok: false, problem: 'changed', proposal };
    this.statements.accept.run({ id, name: signature.name, ip: signature.ip, agent: signature.agent, at: this.clock.now(), account: null });
    return { ok: true, proposal: this.get(id)!, first: true };
  }

  /** The account an accepted proposal made (or added to). */
  setAccount(id: string, accountId: string) {
    this.statements.setAccount.run(accountId, id);
  }

  /** A fresh link to a proposal for one message: its token, stored here only as a hash. */
  issueLink(id: string): string {
    const token = newLinkToken();
    this.statements.addLink.run(linkTokenHash(token), id, this.clock.now());
    return token;
  }

  get(id: string): Proposal | undefined {
    return recordOf(this.statements.byId.get(id), proposalOf);
  }

  byToken(token: string): Proposal | undefined {
    return recordOf(this.statements.byToken.get(linkTokenHash(token), this.clock.now() - PROPOSAL_LINK_DAYS * DAY_MS), proposalOf);
  }

  /** The proposal a link named once it is past its days: its page says the link expired and how to get a new one. */
  expiredLink(token: string): Proposal | undefined {
    const row = this.statements.byToken.get(linkTokenHash(token), 0);
    return row && row.issued_at < this.clock.now() - PROPOSAL_LINK_DAYS * DAY_MS ? proposalOf(row) : undefined;
  }

  /** Every version of a proposal, oldest first. */
  versions(family: string): Proposal[] {
    return this.statements.family.all(family).map(proposalOf);
  }

  /** The owner's list: each proposal by its latest version, most recently changed first, 30 a page. */
  page({ before, limit = 30 }: { before?: string | undefined; limit?: number } = {}): Page<Proposal> {
    const position = positionOf(before);
    const rows = this.statements.latest.all({ at: position?.at ?? null, row: position?.row ?? null, limit: limit + 1 });
    const page = pageOf(rows, limit, (last) => cursorOf(last.updated_at, last.rowid));
    return { rows: page.rows.map(proposalOf), next: page.next };
  }

  /**
   * Proposals sent `days` ago or more and still unanswered: each gets its one reminder (queued
   * here, with a fresh link, and marked so it never goes twice).
   */
  remindUnanswered(days: number): number {
    const now = this.clock.now();
    const due = this.db
      .transaction(() => {
        const rows = this.statements.unanswered.all(now - days * 24 * 3600_000);
        for (const row of rows) {
          this.statements.reminded.run(now, row.id);
          if (this.mail.customer)
            this.outbox.enqueue('customer-email', { kind: 'proposal-reminder', id: row.id }, { secret: () => this.issueLink(row.id) });
        }
        return rows.length;
      })
      .immediate();
    if (due) this.outbox.announceQueued();
    return due;
  }

  /** A message from the customer's page (a change they ask for): kept, and the owner told. */
  addMessage(proposalId: string, body: string): number {
    const id = this.db
      .transaction(() => {
        const added = Number(this.statements.addMessage.run(proposalId, body, this.clock.now()).lastInsertRowid);
        if (this.mail.owner) this.outbox.enqueue('email', { kind: 'proposal-message', id: String(added) });
        return added;
      })
      .immediate();
    this.outbox.announceQueued();
    return id;
  }

  /** Messages sent from one proposal's page since a moment (a bound against a page used to flood the owner). */
  messagesSince(proposalId: string, since: number): number {
    return this.statements.messagesSince.get(proposalId, since)!.n;
  }

  message(id: number): ProposalMessage | undefined {
    const row = this.statements.message.get(id);
    return row && { id: row.id, proposalId: row.proposal_id, body: row.body, at: row.at };
  }

  /** The latest messages on any version of a proposal, newest first. */
  messages(family: string): ProposalMessage[] {
    return this.statements.messagesOf.all(family).map((row) => ({ id: row.id, proposalId: row.proposal_id, body: row.body, at: row.at }));
  }
}
