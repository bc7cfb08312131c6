// The business the page is drawn for, handed down the tree as the words are: the build's, or the
// owner's where the server drew the page for them (its data block). A value of the render, never a
// module's state, so the server can draw two businesses' pages in one process.
import { BUILT_BUSINESS, type PageBusiness } from '../../common/page-business.ts';
import { catalogContext } from './catalog-context.tsx';

const business = catalogContext<PageBusiness>('useBusiness');
export const BusinessProvider = business.Provider;
export const useBusiness = business.useCatalog;

export { BUILT_BUSINESS, type PageBusiness };
