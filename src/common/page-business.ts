// The business as its pages name it: its name, phone, e-mail, city and Instagram, the places it
// names and the zips it serves. The build draws the pages with the
// defaults'; where the owner's differ, the server draws them again with the owner's (and writes
// them into the home page as a JSON data block, which the page reads before it draws anything, so
// it hydrates with what the server drew). It is a value handed to what draws a page (the React
// tree's provider, a render's argument), never a module's state: two businesses in one process
// each draw their own.
import { escapeHtml, scriptJson } from './html-escape.ts';
import { formatPhone } from './phone.ts';
import { pageConfig } from './page-config.ts';
import type { SiteConfig } from './site-config.schema.ts';

export interface PageBusiness {
  brandName: string;
  /** Digits, as the settings keep it ('14045550123'). */
  phone: string;
  email: string;
  city: string;
  region: string;
  social: SiteConfig['social'];
  /** The places named on the page, and the zips served (the page's zip check). */
  areas: string[];
  zips: string[];
  /** The zip the contact form starts with: the defaults', while the business serves it. */
  defaultZip: string;
  /** The site's address ('https://canfreshatl.com'): the pages' own links. */
  siteUrl: string;
  /** What the customers said of their cleans, once any rated one; null before (and in the build). */
  ratings: PageRatings | null;
}

/** The customers' ratings as the page shows them: their average and count, and a few words of those who let us quote them. */
export interface PageRatings {
  /** 4.8, one decimal. */
  average: number;
  count: number;
  /** The latest happy words, by first name only. */
  quotes: { words: string; name: string; stars: number }[];
}

type BusinessFacts = Pick<SiteConfig, 'brandName' | 'phone' | 'email' | 'address' | 'social' | 'serviceArea' | 'contact' | 'siteUrl'>;

export const businessOf = (config: BusinessFacts): PageBusiness => ({
  brandName: config.brandName,
  phone: config.phone,
  email: config.email,
  city: config.address.locality,
  region: config.address.region,
  social: config.social,
  areas: config.serviceArea.areas,
  zips: config.serviceArea.zips,
  defaultZip: config.serviceArea.zips.includes(config.contact.defaultZip) ? config.contact.defaultZip : config.serviceArea.zips[0]!,
  siteUrl: config.siteUrl,
  ratings: null,
});

/** The settings with this business's name, phone, e-mail, city and Instagram. */
export const withBusiness = <C extends Pick<SiteConfig, 'brandName' | 'phone' | 'email' | 'address' | 'social'>>(
  config: C,
  business: PageBusiness,
): C => ({
  ...config,
  brandName: business.brandName,
  phone: business.phone,
  email: business.email,
  address: { ...config.address, locality: business.city, region: business.region },
  social: business.social,
  serviceArea: { areas: business.areas, zips: business.zips },
  siteUrl: business.siteUrl,
});

/** A page's data with the business it is drawn for: what the server hands each of the bundle's renderers. */
export type WithBusiness<T> = T & { pageBusiness: PageBusiness };

/** The business the build's pages were drawn with. */
export const BUILT_BUSINESS: PageBusiness = businessOf(pageConfig);

/** Whether the pages must be drawn again for this business (it differs from the build's). */
export const differsFromBuilt = (business: PageBusiness): boolean => JSON.stringify(business) !== JSON.stringify(BUILT_BUSINESS);

export const PAGE_BUSINESS_ELEMENT_ID = 'page-business';

/** The <script type="application/json"> tag the page reads the business from. */
export const pageBusinessTag = (business: PageBusiness) =>
  `<script type="application/json" id="${PAGE_BUSINESS_ELEMENT_ID}">${scriptJson(business)}</script>`;

/** The business's phone as written ('(404) 555-0123'), for the words that name it. */
export const phoneOf = (business: Pick<PageBusiness, 'phone'>): string => formatPhone(business.phone);

/**
 * A document the build drew once (the booking page's first screen, the 404, the form's answer)
 * in the words of this business: the build's name, phone, e-mail, Instagram and city swapped for
 * its own. Only for text the build wrote from these facts; a page that hydrates also gets the
 * business's data block, so it draws the same words.
 */
export function inBusinessWords(html: string, business: PageBusiness): string {
  if (!differsFromBuilt(business)) return html;
  const built = BUILT_BUSINESS;
  const tel = (phone: string) => `tel:+${phone.replace(/\D/g, '')}`;
  const swaps: [string, string][] = [
    [built.siteUrl, escapeHtml(business.siteUrl)],
    [escapeHtml(built.brandName), escapeHtml(business.brandName)],
    [tel(built.phone), tel(business.phone)],
    [formatPhone(built.phone), formatPhone(business.phone)],
    [built.email, escapeHtml(business.email)],
    [built.social.url, escapeHtml(business.social.url)],
    [built.social.handle, escapeHtml(business.social.handle)],
  ];
  const swapped = swaps.reduce((page, [from, to]) => page.split(from).join(to), html);
  // The city as text, never as a replacement pattern: a '$'' typed in it would paste the page's own rest in its place.
  const city = escapeHtml(business.city);
  return swapped.replace(new RegExp(`\\b${built.city}\\b`, 'g'), () => city);
}
