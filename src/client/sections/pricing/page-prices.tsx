// The plans at the prices the page was rendered with: the server's data block when it wrote one
// (the owner's prices), else the defaults the page was built with.
import { createContext, useContext } from 'react';
import { PAGE_PRICES_ELEMENT_ID, pricedPlans, type PagePrices } from '../../../common/page-prices.ts';
import { pageConfig } from '../../../common/page-config.ts';
import { readDataBlock } from '../../lib/data-block.ts';

const PricesContext = createContext<PagePrices | null>(null);
export const PricesProvider = PricesContext.Provider;

export const usePricedPlans = () => pricedPlans(pageConfig.plans, useContext(PricesContext));

/** The prices the server wrote into the page, or null for none (or a block not well formed). */
export const readPagePrices = () => readDataBlock<PagePrices>(PAGE_PRICES_ELEMENT_ID);
