// The plans' prices as the owner set them, written into the home page as a JSON data block (not a
// script: the CSP needs no hash for it) beside the HTML the server rendered with them, so the page
// hydrates with the same prices it shows. A plan the owner added, which the build does not know,
// travels whole in the block (its card's words in each language with it). Without the block (a
// build served as files), the defaults' plans and prices.
import { withPlanPrice } from './prices.ts';
import { offeredPlans } from './plan-rules.ts';
import { escapeHtml, scriptJson } from './html-escape.ts';
import type { PricingPlan } from './site-config.schema.ts';

/** Each plan's prices in cents, by its id (a plan the build lacks, whole); a plan priced by proposal is absent. */
export type PagePrices = Record<string, { first: number; extra: number; plan?: PricingPlan }>;

export const PAGE_PRICES_ELEMENT_ID = 'page-prices';
export const PAGE_PRICES_PLACEHOLDER = '<!--page-prices-->';

/** The prices in force by plan id; `built`: the plans the page was built with (another is sent whole). */
export const pricesOf = (plans: readonly PricingPlan[], built: readonly PricingPlan[]): PagePrices =>
  Object.fromEntries(
    offeredPlans(plans).flatMap((plan) =>
      plan.cents ? [[plan.id, built.some((b) => b.id === plan.id) ? plan.cents : { ...plan.cents, plan }]] : [],
    ),
  );

/** The built plans at these prices, their cards' words with them, and the plans added before the one priced by proposal. */
export function pricedPlans(plans: readonly PricingPlan[], prices: PagePrices | null): PricingPlan[] {
  const priced = plans.map((plan) => {
    const price = prices?.[plan.id];
    return price && plan.cents ? withPlanPrice(plan, { first: price.first, extra: price.extra }) : plan;
  });
  const added = Object.values(prices ?? {}).flatMap(({ plan }) => (plan && !plans.some((p) => p.id === plan.id) ? [plan] : []));
  const at = priced.findIndex((plan) => plan.cents === null);
  return at === -1 ? [...priced, ...added] : [...priced.slice(0, at), ...added, ...priced.slice(at)];
}

/** What the home page's head says of the business and its prices: its title, name, description, and the business's JSON-LD (with its offers) as a tag. */
export interface PricedHead {
  title: string;
  /** The business's name (og:site_name). */
  siteName: string;
  description: string;
  jsonLd: string;
}

/** The built head with its description and JSON-LD at the prices in force (written by the server bundle's renderHomeHead). */
export function withPricedHead(html: string, head: PricedHead): string {
  const content = escapeHtml(head.description);
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(/(<meta property="og:title" content=")[^"]*(")/, (_m, open: string, close: string) => open + escapeHtml(head.title) + close)
    .replace(
      /(<meta property="og:site_name" content=")[^"]*(")/,
      (_m, open: string, close: string) => open + escapeHtml(head.siteName) + close,
    )
    .replace(
      /(<meta (?:name="description"|property="og:description") content=")[^"]*(")/g,
      (_m, open: string, close: string) => open + content + close,
    )
    .replace(/<script type="application\/ld\+json">[\s\S]*?<\/script>/, () => head.jsonLd);
}

/** The <script type="application/json"> tag; '<' is escaped so no value can close the tag. */
export const pagePricesTag = (prices: PagePrices) =>
  `<script type="application/json" id="${PAGE_PRICES_ELEMENT_ID}">${scriptJson(prices)}</script>`;

/** The built home page with its app's HTML taken out, which the server renders again at the owner's prices. */
export const homeTemplateFile = (file: string) => file.replace(/\.html$/, '.template.html');
