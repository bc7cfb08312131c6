// The plans at the prices the page was rendered with: the server's data block when it wrote one
// (the owner's prices), else the defaults the page was built with.
import { createContext, useContext } from 'react';
import { PAGE_PRICES_ELEMENT_ID, pricedPlans, type PagePrices } from '../../../common/page-prices.ts';
import { siteConfig } from '../../../common/site-config.ts';

const PricesContext = createContext<PagePrices | null>(null);
export const PricesProvider = PricesContext.Provider;

export const usePricedPlans = () => pricedPlans(siteConfig.plans, useContext(PricesContext));

/** The prices the server wrote into the page, or null for none (or a block not well formed). */
export function readPagePrices(): PagePrices | null {
  const text = document.getElementById(PAGE_PRICES_ELEMENT_ID)?.textContent;
  try {
    return text ? (JSON.parse(text) as PagePrices) : null;
  } catch {
    return null;
  }
}
