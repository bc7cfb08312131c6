// A proposal accepted by its customer, in one transaction: the signature recorded, the account
// made (once per proposal, however often it is accepted), each address new to it booked as a
// stop on the route from the start date (no re-entry), and the owner and the customer told. The
// account's customer record is a lead of its own (its billing contact), held: it goes to no
// webhook and no lead e-mail, since the owner is told of the account itself.
import { FREQUENCY_DAYS } from '../../../common/proposals.ts';
import type { AccountStore } from '../accounts/account-store.ts';
import type { Proposal } from '../accounts/account-types.ts';
import type { AcceptResult, ProposalStore } from '../accounts/proposal-store.ts';
import type { BookingStore } from '../../customers/bookings/booking-store.ts';
import type { LeadInbox } from '../../customers/leads/lead-inbox.ts';
import type { LeadStore } from '../../customers/leads/lead-store.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';

export interface AcceptDeps {
  proposals: ProposalStore;
  accounts: AccountStore;
  bookings: BookingStore;
  leads: LeadStore;
  leadInbox: LeadInbox;
  outbox: Outbox;
  mail: { customer: boolean; owner: boolean };
}

/** Who signed, from where, and the fingerprint of the words their page showed. */
export interface Signature {
  name: string;
  ip: string;
  agent: string;
  fingerprint: string;
}

export function acceptProposal(deps: AcceptDeps, proposal: Proposal, signature: Signature): AcceptResult | undefined {
  const { proposals, accounts, bookings, outbox, mail } = deps;
  const result = accounts.transaction(() => {
    const accepted = proposals.accept(proposal.id, signature);
    if (!accepted?.ok || !accepted.first) return accepted;
    const signed = accepted.proposal;
    const { content } = signed;
    const { account } = accounts.open({
      family: signed.family,
      business: content.business,
      leadId: () => accountLead(deps, signed, signature),
    });
    proposals.setAccount(signed.id, account.id);
    const booked = new Set(accounts.sites(account.id).map((site) => site.id));
    for (const site of content.sites) {
      if (booked.has(site.id)) continue;
      const { booking } = bookings.bookSite({
        accountId: account.id,
        leadId: account.leadId,
        business: content.business,
        street: site.street,
        zip: site.zip,
        carts: site.carts,
        pickupDay: site.pickupDay,
        intervalDays: FREQUENCY_DAYS[site.frequency],
        startDate: content.startDate,
        by: 'customer',
        dedupeKey: `site:${site.id}`,
      });
      accounts.addSite({
        id: site.id,
        accountId: account.id,
        bookingId: booking.id,
        proposalId: signed.id,
        centsPerCart: site.centsPerCart,
      });
    }
    // The lead the proposal answered is booked now.
    if (signed.leadId) deps.leadInbox.setStatus(signed.leadId, 'booked');
    const subject = { kind: 'proposal-accepted', id: signed.id } as const;
    if (mail.owner) outbox.enqueue('email', subject);
    if (mail.customer) outbox.enqueue('customer-email', subject, { secret: () => proposals.issueLink(signed.id) });
    return { ...accepted, proposal: proposals.get(signed.id)! };
  });
  outbox.announceQueued();
  return result;
}

/** The account's customer record: its billing contact, as the proposal names them (a held lead: told to no one as a lead). */
function accountLead({ leads }: AcceptDeps, proposal: Proposal, signature: Signature): string {
  const { content } = proposal;
  const first = content.sites[0]!;
  return leads.insertNow(
    {
      source: 'proposal',
      lead: {
        customer_status: 'New',
        full_name: content.contactName,
        mobile: content.mobile,
        email: content.email,
        street: first.street,
        zip: first.zip,
        service_type: 'Commercial',
        sms_opt_in: false,
        // What the crew reads at each of the account's stops.
        notes: content.note,
      },
      // No consent to texts was asked on a proposal: the record says what was signed, and where.
      consent: {
        text: `Proposal accepted (e-mail only): ${proposal.fingerprint ?? ''}`,
        at: new Date(proposal.acceptance?.at ?? 0).toISOString(),
        phone: content.mobile,
        ip: signature.ip,
        userAgent: signature.agent,
        pageUrl: '/proposal',
      },
      language: content.language,
      dedupeKey: `account:${proposal.family}`,
    },
    { held: true },
  ).id;
}
