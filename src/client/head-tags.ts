// The <head> of each prerendered page, built from the site config: title, description,
// Open Graph, LocalBusiness JSON-LD, and the preloads the first paint needs. No FAQPage JSON-LD:
// search engines show FAQ results only for government and health sites since 2023, and the
// document's first round trip has no bytes to spare for markup nothing reads.
// Page content, written into the HTML at build time (scripts/prerender.ts).
import { siteConfig } from '../common/site-config.ts';
import type { SiteConfig } from '../common/site-config.schema.ts';
import { LANGUAGES, OG_LOCALES, type Language } from '../common/languages.ts';
import { BOOK_PATHS } from '../common/book-flow.ts';
import { BOOK_COPY } from '../common/copy/book-copy.ts';
import { HOME_PATHS } from '../common/pages.ts';
import { en } from '../common/copy/en.ts';
import { planWords } from '../common/copy/plan-words.ts';
import { escapeHtml, scriptJson } from '../common/html-escape.ts';
import type { PageCopy } from './copy/page-copy.tsx';
import { rasterImages } from './generated/images.ts';
import { HERO_SIZES } from './sections/hero/hero-sizes.ts';
import { businessOf, type PageRatings } from '../common/page-business.ts';

const jsonLd = (data: object) => `<script type="application/ld+json">${scriptJson(data)}</script>`;

/** The business as search engines read it, in the words of the page it is on. */
export function localBusiness(config: SiteConfig, copy: PageCopy = en, ratings: PageRatings | null = null) {
  const { brandName, siteUrl, phone, email, address, serviceArea, plans, social } = config;
  const business = businessOf(config);
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: brandName,
    description: copy.site.longNote(business),
    slogan: copy.site.tagline,
    url: `${siteUrl}${HOME_PATHS[copy.lang]}`,
    telephone: `+${phone.replace(/\D/g, '')}`,
    email,
    image: `${siteUrl}${rasterImages.hero.fallback}`,
    address: {
      '@type': 'PostalAddress',
      addressLocality: address.locality,
      addressRegion: address.region,
      addressCountry: address.country,
    },
    areaServed: serviceArea.areas.map((name) => ({ '@type': 'City', name })),
    sameAs: social.url ? [social.url] : [],
    priceRange: '$$',
    // The customers' own ratings of their cleans, as the page shows them.
    ...(ratings && ratings.count
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: ratings.average,
            reviewCount: ratings.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    makesOffer: plans.map((plan) => {
      const words = planWords(plan, copy);
      const { price, extraCost } = copy.pricing.prices(plan);
      return {
        '@type': 'Offer',
        name: words.name,
        description: `${price} ${words.frequency}, ${extraCost}`,
        ...(price.startsWith('$') ? { price: price.slice(1), priceCurrency: 'USD' } : {}),
      };
    }),
  };
}

const fontPreload = (href: string | undefined) =>
  href ? `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin />` : '';

/**
 * What the home page's head says of the business and its prices: its title and name, its
 * description (the one-time clean's price) and the business's offers. The server writes these
 * again when the owner's plans or business differ from the build's.
 */
export function pricedHead(copy: PageCopy, config: SiteConfig, ratings: PageRatings | null = null) {
  const oneTime = config.plans.find((plan) => plan.serviceType === 'One-Time') ?? config.plans[0]!;
  const business = businessOf(config);
  return {
    title: copy.site.title(business),
    siteName: config.brandName,
    description: copy.site.descriptionFrom(oneTime.price, business),
    jsonLd: jsonLd(localBusiness(config, copy, ratings)),
  };
}

export function homeHead(fontHref: string | undefined, copy: PageCopy = en, config: SiteConfig = siteConfig): string {
  const { siteUrl } = config;
  const { title, siteName, description, jsonLd: business } = pricedHead(copy, config);
  const url = `${siteUrl}${HOME_PATHS[copy.lang]}`;
  const hero = rasterImages.hero;
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...LANGUAGES.map((lang) => `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(siteUrl + HOME_PATHS[lang])}" />`),
    `<meta name="theme-color" content="#1f7a4d" />`,
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:image" content="${escapeHtml(siteUrl + hero.fallback)}" />`,
    `<meta property="og:locale" content="${OG_LOCALES[copy.lang]}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="format-detection" content="telephone=no" />`,
    fontPreload(fontHref),
    `<link rel="preload" as="image" type="image/avif" imagesrcset="${hero.avif}" imagesizes="${HERO_SIZES}" fetchpriority="high" />`,
    business,
  ]
    .filter(Boolean)
    .join('\n    ');
}

const FAVICON = '/favicon.svg';

/** The head of a page of its own (not found, message sent, check your message): its title, not indexed. */
export function pageHead(title: string, fontHref: string | undefined, icon = FAVICON, brandName = siteConfig.brandName): string {
  return [
    `<title>${escapeHtml(title)} | ${escapeHtml(brandName)}</title>`,
    `<meta name="robots" content="noindex" />`,
    `<link rel="icon" href="${escapeHtml(icon)}" type="image/svg+xml" />`,
    fontPreload(fontHref),
  ]
    .filter(Boolean)
    .join('\n    ');
}

/**
 * The head of the booking page's first screen in a language: indexed, with its address in every
 * language. `icon`: the booking page carries its icon in the document (one request fewer).
 */
export function bookHead(language: Language, fontHref: string | undefined, icon = FAVICON, config: SiteConfig = siteConfig): string {
  const words = BOOK_COPY[language];
  return [
    `<title>${escapeHtml(words.title)} | ${escapeHtml(config.brandName)}</title>`,
    `<meta name="description" content="${escapeHtml(words.description(businessOf(config)))}" />`,
    `<link rel="canonical" href="${escapeHtml(config.siteUrl + BOOK_PATHS[language])}" />`,
    ...LANGUAGES.map((lang) => `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(config.siteUrl + BOOK_PATHS[lang])}" />`),
    `<meta name="theme-color" content="#1f7a4d" />`,
    `<link rel="icon" href="${escapeHtml(icon)}" type="image/svg+xml" />`,
    fontPreload(fontHref),
  ]
    .filter(Boolean)
    .join('\n    ');
}
