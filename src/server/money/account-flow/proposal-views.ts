// A commercial proposal as the owner's inbox shows it: in the list (its latest version), and whole
// (what the editor holds, the text kept as sent, the signature, its versions and the customer's
// messages); a new one's first values (from a lead, or blank); and the rule that a version adding
// to an account keeps the account's addresses as they are.
import type { ProposalDetail, ProposalSummary } from '../../../common/owner-accounts.ts';
import {
  limitsOf,
  money$,
  proposalTotals,
  suggestedCentsPerCart,
  type ProposalContent,
  type ProposalInput,
} from '../../../common/proposals.ts';
import type { CommercialRules } from '../../../common/site-config.schema.ts';
import type { AccountStore } from '../accounts/account-store.ts';
import type { Proposal } from '../accounts/account-types.ts';
import { keptText, type ProposalStore } from '../accounts/proposal-store.ts';
import type { ServiceDates } from '../../customers/bookings/service-dates.ts';
import type { LeadRow } from '../../customers/leads/lead-types.ts';
import type { BusinessSettings } from '../../platform/settings/business-settings.ts';

/** The addresses of a version already on its account (added by an earlier version): shown, kept as they are, not booked again. */
export const onAccount = (accounts: AccountStore, proposal: Pick<Proposal, 'id' | 'accountId'>) =>
  new Set(proposal.accountId ? accounts.sites(proposal.accountId).flatMap((s) => (s.proposalId === proposal.id ? [] : [s.id])) : []);

export const proposalSummary = (proposal: Proposal): ProposalSummary => ({
  id: proposal.id,
  version: proposal.version,
  state: proposal.state,
  business: proposal.content.business,
  addresses: proposal.content.sites.length,
  perMonth: money$(proposalTotals(proposal.content.sites).perMonth),
  updatedAt: proposal.updatedAt,
  sentAt: proposal.sentAt,
  accountId: proposal.accountId,
});

export function proposalDetail(
  { proposals, accounts, settings }: { proposals: ProposalStore; accounts: AccountStore; settings: Pick<BusinessSettings, 'current'> },
  proposal: Proposal,
): ProposalDetail {
  const kept = onAccount(accounts, proposal);
  return {
    id: proposal.id,
    family: proposal.family,
    version: proposal.version,
    state: proposal.state,
    leadId: proposal.leadId,
    accountId: proposal.accountId,
    input: { ...proposal.content, sites: proposal.content.sites.map((site) => ({ ...site, onAccount: kept.has(site.id) })) },
    zips: settings.current().serviceArea.zips,
    limits: limitsOf(settings.current().commercial),
    sentAt: proposal.sentAt,
    remindedAt: proposal.remindedAt,
    acceptance: proposal.acceptance,
    fingerprint: proposal.fingerprint,
    text: proposal.shown ? keptText(proposal) : null,
    versions: proposals.versions(proposal.family).map(({ id, version, state, sentAt }) => ({ id, version, state, sentAt })),
    messages: proposals.messages(proposal.family).map(({ body, at }) => ({ body, at })),
  };
}

/** A draft's addresses already on its account stay as the account has them, whatever the editor sent. */
export function keepingAccountSites(accounts: AccountStore, draft: Proposal, content: ProposalContent): ProposalContent {
  const kept = onAccount(accounts, draft);
  if (!kept.size) return content;
  const fixed = draft.content.sites.filter((site) => kept.has(site.id));
  return { ...content, sites: [...fixed, ...content.sites.filter((site) => !site.id || !kept.has(site.id))] };
}

/** A new proposal's first values: the lead's contact and address when it comes from one, ten carts at their tier's price, the earliest start. */
export function newProposalInput(dates: ServiceDates, rules: Pick<CommercialRules, 'tiers'>, lead: LeadRow | undefined): ProposalInput {
  const carts = 10;
  return {
    business: '',
    contactName: lead?.lead.full_name ?? '',
    email: lead?.lead.email ?? '',
    mobile: lead?.lead.mobile ?? '',
    language: lead?.language ?? 'en',
    sites: [
      {
        street: lead?.lead.street ?? '',
        zip: lead?.lead.zip ?? '',
        carts,
        pickupDay: 'Monday',
        frequency: 'weekly',
        centsPerCart: suggestedCentsPerCart(rules.tiers, carts),
      },
    ],
    startDate: dates.earliest(),
    note: lead?.lead.notes ?? '',
  };
}
