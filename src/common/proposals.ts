// The one schema for a commercial proposal: the owner's editor checks it as they type, the owner's
// API checks it before it stores, and the totals the editor shows are the totals the customer
// reads and signs (the same functions, from the same numbers). Prices are cents per cart per visit.
import { z } from 'zod';
import { LANGUAGES, type Language } from './languages.ts';
import { dollars } from './prices.ts';
import { checkZip } from './service-area.ts';
import { WEEKDAYS, type CommercialRules } from './site-config.schema.ts';

/** How often an address is cleaned, and the days between its visits. Monthly is every four weeks, on the same weekday. */
export const FREQUENCY_DAYS = { weekly: 7, biweekly: 14, monthly: 28 } as const;
export const FREQUENCIES = Object.keys(FREQUENCY_DAYS) as (keyof typeof FREQUENCY_DAYS)[];
export type Frequency = keyof typeof FREQUENCY_DAYS;

/** The frequency an interval of days is (an address's booking keeps the days). */
export const frequencyOf = (days: number): Frequency | undefined => FREQUENCIES.find((frequency) => FREQUENCY_DAYS[frequency] === days);

/** Visits a month on average at this frequency (52 weeks over 12 months): what the monthly estimate multiplies by. */
export const visitsPerMonth = (frequency: Frequency) => 52 / 12 / (FREQUENCY_DAYS[frequency] / 7);

/** What the owner is told when a field does not fit (the customer never types into a proposal). */
export const PROPOSAL_MESSAGES = {
  business: "Please enter the business's name (2 characters or more).",
  contactName: "Please enter the billing contact's name.",
  email: 'Please enter a valid e-mail address for the billing contact.',
  mobile: 'Please enter a valid mobile number (10 digits).',
  street: 'Please enter the street address (5 characters or more).',
  zip: 'Please enter a 5-digit zip code.',
  zipArea: 'That zip is outside the service area.',
  carts: 'Please enter the number of carts (a whole number, 1 or more).',
  price: 'Please enter a price per cart of at least $0.50.',
  startDate: 'Please pick a start date.',
  sites: 'Please add at least one address.',
} as const;

const money = z.number({ error: PROPOSAL_MESSAGES.price }).int(PROPOSAL_MESSAGES.price).min(50, PROPOSAL_MESSAGES.price).max(100_00);

/**
 * The zips an address may be in: those served now. Read at each check: in the owner's editor, the
 * list the server sent; on the server, the route checks the zips in force (servedOutside).
 */
export interface ServedZips {
  servedZips?: () => readonly string[];
}
const served = (rules: ServedZips, zip: string) => !rules.servedZips || checkZip(zip, rules.servedZips()).kind === 'served';

/** One address of the proposal: where, how many carts, the pickup day we follow, how often, and at what price. */
export const proposalSiteSchema = (rules: Pick<CommercialRules, 'maxCartsPerAddress'> & ServedZips) =>
  z.object({
    /** Made when the address is first added; kept through every version, so accepting books it once. */
    id: z.uuid().optional(),
    street: z.string({ error: PROPOSAL_MESSAGES.street }).trim().min(5, PROPOSAL_MESSAGES.street).max(200),
    zip: z
      .string({ error: PROPOSAL_MESSAGES.zip })
      .trim()
      .regex(/^\d{5}$/, PROPOSAL_MESSAGES.zip)
      .refine((zip) => served(rules, zip), PROPOSAL_MESSAGES.zipArea),
    carts: z
      .number({ error: PROPOSAL_MESSAGES.carts })
      .int(PROPOSAL_MESSAGES.carts)
      .min(1, PROPOSAL_MESSAGES.carts)
      .max(rules.maxCartsPerAddress, `At most ${rules.maxCartsPerAddress} carts an address.`),
    pickupDay: z.enum(WEEKDAYS),
    frequency: z.enum(FREQUENCIES as [Frequency, ...Frequency[]]),
    centsPerCart: money,
  });

/** What the editor needs of the business's commercial rules: the tiers it suggests from and its limits. */
export type ProposalLimits = Pick<CommercialRules, 'tiers' | 'maxCartsPerAddress' | 'maxAddresses'>;
export const limitsOf = ({ tiers, maxCartsPerAddress, maxAddresses }: CommercialRules): ProposalLimits => ({
  tiers,
  maxCartsPerAddress,
  maxAddresses,
});

/** A proposal as the owner writes it: the account, its billing contact, its addresses, when it starts, a note. */
export const proposalSchema = (rules: Pick<CommercialRules, 'maxCartsPerAddress' | 'maxAddresses'> & ServedZips) =>
  z.object({
    business: z.string({ error: PROPOSAL_MESSAGES.business }).trim().min(2, PROPOSAL_MESSAGES.business).max(120),
    contactName: z.string({ error: PROPOSAL_MESSAGES.contactName }).trim().min(2, PROPOSAL_MESSAGES.contactName).max(120),
    email: z.email(PROPOSAL_MESSAGES.email).max(254),
    mobile: z
      .string({ error: PROPOSAL_MESSAGES.mobile })
      .trim()
      .max(30)
      .refine((mobile) => mobile.replace(/\D/g, '').length >= 10, PROPOSAL_MESSAGES.mobile),
    language: z.enum(LANGUAGES),
    sites: z
      .array(proposalSiteSchema(rules))
      .min(1, PROPOSAL_MESSAGES.sites)
      .max(rules.maxAddresses, `At most ${rules.maxAddresses} addresses in one proposal.`),
    startDate: z.iso.date(PROPOSAL_MESSAGES.startDate),
    note: z.string().trim().max(2000),
  });

export type ProposalInput = z.input<ReturnType<typeof proposalSchema>>;
export type ProposalContent = z.output<ReturnType<typeof proposalSchema>>;
export type ProposalSite = ProposalContent['sites'][number];

/** The price per cart per visit the tiers suggest for an account of this many carts in all. */
export function suggestedCentsPerCart(tiers: CommercialRules['tiers'], carts: number): number {
  return [...tiers].reverse().find((tier) => carts >= tier.fromCarts)?.centsPerCart ?? tiers[0]!.centsPerCart;
}

/** What one address costs a visit, and about a month. */
export const sitePerVisit = (site: Pick<ProposalSite, 'carts' | 'centsPerCart'>) => site.carts * site.centsPerCart;
export const sitePerMonth = (site: Pick<ProposalSite, 'carts' | 'centsPerCart' | 'frequency'>) =>
  Math.round(sitePerVisit(site) * visitsPerMonth(site.frequency));

/** The proposal's totals: carts in all, every address's visit together, and the monthly estimate. */
export function proposalTotals(sites: readonly Pick<ProposalSite, 'carts' | 'centsPerCart' | 'frequency'>[]) {
  return {
    carts: sites.reduce((sum, site) => sum + site.carts, 0),
    perVisit: sites.reduce((sum, site) => sum + sitePerVisit(site), 0),
    perMonth: sites.reduce((sum, site) => sum + sitePerMonth(site), 0),
  };
}

/** '$1,234.50': money as an invoice writes it (always with cents past a whole dollar). */
export const money$ = (cents: number) =>
  cents % 100 === 0 && cents < 100_000 ? dollars(cents) : `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

/** The commercial terms in a language: the site config's English, or that language's words, with the days filled in. */
export function termsWords(
  rules: Pick<CommercialRules, 'terms' | 'paymentDays' | 'noticeDays'>,
  language: Language,
  translated: Record<Language, string | null>,
): string {
  const template = translated[language] ?? rules.terms;
  return template.replaceAll('{paymentDays}', String(rules.paymentDays)).replaceAll('{noticeDays}', String(rules.noticeDays));
}

/** Whether an address of the proposal is in a zip not served now: the server's check, with the zips in force. */
export const servedOutside = (content: Pick<ProposalContent, 'sites'>, zips: readonly string[]) =>
  content.sites.some((site) => checkZip(site.zip, zips).kind !== 'served');
