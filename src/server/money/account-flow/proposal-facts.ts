// A proposal's facts in words, in its language: each address with its carts, its cleaning day
// (the day after its pickup, as the booking rules say) and its prices, the totals, the start, the
// note and the terms. The page shows them and the kept text is made from them, so what the
// customer signs is what the page shows.
import { PROPOSAL_COPY } from '../../../common/copy/proposal-copy.ts';
import { money$, proposalTotals, sitePerMonth, sitePerVisit, termsWords } from '../../../common/proposals.ts';
import type { ProposalFacts } from '../../../common/proposal-page.ts';
import type { CommercialRules } from '../../../common/site-config.schema.ts';
import type { Proposal } from '../accounts/account-types.ts';
import type { ServiceDates } from '../../customers/bookings/service-dates.ts';

/** The terms in each language: the site config's English, the catalogs' words for the others. */
const TRANSLATED_TERMS = Object.fromEntries(Object.entries(PROPOSAL_COPY).map(([language, copy]) => [language, copy.terms])) as Record<
  keyof typeof PROPOSAL_COPY,
  string | null
>;

/**
 * The facts of a proposal version, under the business's commercial terms. `onAccount`: the addresses already on the account it adds to
 * (shown, marked, and not booked again).
 */
export function proposalFacts(
  proposal: Pick<Proposal, 'content' | 'version'>,
  dates: ServiceDates,
  commercial: Pick<CommercialRules, 'terms' | 'paymentDays' | 'noticeDays'>,
  onAccount: ReadonlySet<string> = new Set(),
): ProposalFacts {
  const { content } = proposal;
  const w = PROPOSAL_COPY[content.language];
  const totals = proposalTotals(content.sites);
  return {
    business: content.business,
    contactName: content.contactName,
    email: content.email,
    version: proposal.version,
    sites: content.sites.map((site) => ({
      street: site.street,
      zip: site.zip,
      carts: w.carts(site.carts),
      schedule: w.schedule(dates.serviceDayFor(site.pickupDay), site.frequency, site.pickupDay),
      perCart: money$(site.centsPerCart),
      perVisit: money$(sitePerVisit(site)),
      perMonth: money$(sitePerMonth(site)),
      onAccount: onAccount.has(site.id),
    })),
    totals: { carts: w.carts(totals.carts), perVisit: money$(totals.perVisit), perMonth: money$(totals.perMonth) },
    startsOn: dates.calendar.recordWords(content.startDate, content.language),
    note: content.note,
    terms: termsWords(commercial, content.language, TRANSLATED_TERMS),
  };
}
