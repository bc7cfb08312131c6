// The plans' prices as the owner set them, written into the home page as a JSON data block (not a
// script: the CSP needs no hash for it) beside the HTML the server rendered with them, so the page
// hydrates with the same prices it shows. Without the block (a build served as files), the
// defaults' prices.
import { withPlanPrice } from './prices.ts';
import type { PricingPlan } from './site-config.schema.ts';

/** Each plan's prices in cents, by its id; a plan priced by proposal is absent. */
export type PagePrices = Record<string, { first: number; extra: number }>;

export const PAGE_PRICES_ELEMENT_ID = 'page-prices';
export const PAGE_PRICES_PLACEHOLDER = '<!--page-prices-->';

export const pricesOf = (plans: readonly PricingPlan[]): PagePrices =>
  Object.fromEntries(plans.flatMap((plan) => (plan.cents ? [[plan.id, plan.cents]] : [])));

/** The plans at these prices, their cards' words with them. */
export const pricedPlans = (plans: readonly PricingPlan[], prices: PagePrices | null): PricingPlan[] =>
  plans.map((plan) => {
    const price = prices?.[plan.id];
    return price && plan.cents ? withPlanPrice(plan, price) : plan;
  });

/** The <script type="application/json"> tag; '<' is escaped so no value can close the tag. */
export const pagePricesTag = (prices: PagePrices) =>
  `<script type="application/json" id="${PAGE_PRICES_ELEMENT_ID}">${JSON.stringify(prices).replace(/</g, '\\u003c')}</script>`;

/** The built home page with its app's HTML taken out, which the server renders again at the owner's prices. */
export const homeTemplateFile = (file: string) => file.replace(/\.html$/, '.template.html');
