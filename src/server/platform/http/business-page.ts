// A document the build prerendered, served in the words of the business in force: the build's
// own while the business is the build's, else with the owner's name, phone and city swapped in and
// the business's data block written where the page's data goes (a page that hydrates reads it).
// Compressed once per business, not per request.
import { differsFromBuilt, inBusinessWords, pageBusinessTag, type PageBusiness } from '../../../common/page-business.ts';
import { PAGE_PRICES_PLACEHOLDER } from '../../../common/page-prices.ts';
import { compressPage, type CompressedPage } from './compressed-page.ts';

/** What `make` gives for the business in force, made again only when the business changes. */
export function forBusiness<T>(business: () => PageBusiness, make: (business: PageBusiness) => T): () => T {
  let shown: { key: string; value: T } | undefined;
  return () => {
    const now = business();
    const key = JSON.stringify(now);
    if (shown?.key !== key) shown = { key, value: make(now) };
    return shown.value;
  };
}

export const businessPage = (html: string, business: () => PageBusiness): (() => CompressedPage) =>
  forBusiness(business, (now) => {
    const words = differsFromBuilt(now) ? inBusinessWords(html, now).replace(PAGE_PRICES_PLACEHOLDER, () => pageBusinessTag(now)) : html;
    return compressPage(words.replace(PAGE_PRICES_PLACEHOLDER, ''));
  });
