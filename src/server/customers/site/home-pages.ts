// The home page in each language at the prices and business in force: the build's page while the
// owner's prices and business (name, phone, city; the customers' ratings) are the build's, else the page rendered again by
// the build's own server bundle into the build's template (same styles, same loader), with the data
// blocks the app hydrates with. A change is seen at the next request, which waits for the page's rendering; it is rendered once
// for all the requests waiting, and swapped when whole, so no visitor gets half a page. A rendering
// that fails is logged and the page shown before stays (a visitor never gets an error for it); it
// is tried again at the next change of the settings.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { byLanguage, LANGUAGES, type Language } from '../../../common/languages.ts';
import {
  homeTemplateFile,
  PAGE_PRICES_PLACEHOLDER,
  pagePricesTag,
  pricesOf,
  withPricedHead,
  type PagePrices,
  type PricedHead,
} from '../../../common/page-prices.ts';
import { PAGES, type Route } from '../../../common/pages.ts';
import { pageConfig } from '../../../common/page-config.ts';
import {
  BUILT_BUSINESS,
  businessOf,
  differsFromBuilt,
  inBusinessWords,
  pageBusinessTag,
  type PageBusiness,
  type PageRatings,
  type WithBusiness,
} from '../../../common/page-business.ts';
import { compressPage, type CompressedPage } from '../../platform/http/compressed-page.ts';
import { loadServerRenderer } from '../../platform/http/server-page.ts';
import type { SettingsSource } from '../../platform/settings/business-settings.ts';
import type { SiteConfig } from '../../../common/site-config.schema.ts';

type Logger = { error: (details: object, message: string) => void };

type RenderHome = (route: Route, prices: PagePrices | null, business: PageBusiness) => Promise<string>;

/** The customers' ratings the page shows, and a number that changes whenever they do (the page is drawn again then). */
export interface RatingsShown {
  revision(): number;
  current(): PageRatings | null;
}

export class HomePages {
  private pages: Record<Language, CompressedPage>;
  private shownKey: string;
  private rendering: Promise<void> | null = null;
  /** The settings last looked at: the same object is the same settings, so no key is made again. */
  private seen: SiteConfig | null = null;
  private seenRatings = -1;
  private readonly builtKey = JSON.stringify([pricesOf(pageConfig.plans, pageConfig.plans), BUILT_BUSINESS]);

  constructor(
    private readonly staticDir: string,
    /** The page's file as served (its runtime config written in). */
    private readonly fill: (html: string) => string,
    private readonly settings: Pick<SettingsSource, 'current'>,
    private readonly logger?: Logger,
    /** With ratings given, the page shows them (their average, count and a few quoted words). */
    private readonly ratings?: RatingsShown,
  ) {
    this.shownKey = this.builtKey;
    this.pages = this.built();
  }

  /** The page at the prices in force: after a change, the first request waits for its rendering (a tenth of a second). */
  async page(language: Language): Promise<CompressedPage> {
    await this.follow();
    return this.pages[language];
  }

  /** Brings the pages to the prices in force (resolved once they are); one rendering at a time. */
  follow(): Promise<void> {
    // A change made while the page renders is followed once that rendering is done.
    if (this.rendering) return this.rendering.then(() => this.follow());
    const config = this.settings.current();
    const revision = this.ratings?.revision() ?? 0;
    if (config === this.seen && revision === this.seenRatings) return Promise.resolve();
    const prices = pricesOf(config.plans, pageConfig.plans);
    const business = { ...businessOf(config), ratings: this.ratings?.current() ?? null };
    const key = JSON.stringify([prices, business]);
    if (key === this.shownKey) {
      this.seen = config;
      this.seenRatings = revision;
      return Promise.resolve();
    }
    this.rendering = this.render(prices, business, key)
      .catch((error: unknown) =>
        this.logger?.error({ err: error }, 'the home page could not be rendered at the new settings; the last one is served'),
      )
      .finally(() => {
        this.seen = config;
        this.seenRatings = revision;
        this.rendering = null;
      });
    return this.rendering;
  }

  /**
   * The build's pages as built: at the build's prices the app hydrates with the prices it was built
   * with, so no prices' block is sent (it would cost the first window's bytes for nothing).
   */
  private built() {
    return byLanguage((language) => compressPage(this.read(PAGES[language].home.file).replace(PAGE_PRICES_PLACEHOLDER, '')));
  }

  private async render(prices: PagePrices, business: PageBusiness, key: string) {
    if (key === this.builtKey) {
      this.pages = this.built();
    } else {
      // The bundle's renderer takes a route and the prices (not the one-argument shape the loader types).
      const renderHome = (await loadServerRenderer<never>(this.staticDir, 'render')) as unknown as RenderHome;
      const renderHead = await loadServerRenderer<WithBusiness<{ language: Language; prices: PagePrices }>>(
        this.staticDir,
        'renderHomeHead',
      );
      const pages = await Promise.all(
        LANGUAGES.map(async (language) => {
          // The head too: its description and offers say the prices in force.
          const head = renderHead({ language, prices, pageBusiness: business }) as unknown as PricedHead;
          // The head's links name the site's address in force; its title, description and offers are written again.
          const template = withPricedHead(inBusinessWords(this.source(homeTemplateFile(PAGES[language].home.file)), business), head);
          const html = await renderHome({ kind: 'home', language }, prices, business);
          return [
            language,
            compressPage(
              this.withData(
                // Filled whole: the page's settings choose among the rendered words too.
                this.fill(template.replace('<!--app-html-->', () => html)),
                prices,
                business,
              ),
            ),
          ] as const;
        }),
      );
      this.pages = Object.fromEntries(pages) as Record<Language, CompressedPage>;
    }
    this.shownKey = key;
  }

  private read(file: string) {
    return this.fill(this.source(file));
  }

  private source(file: string) {
    return readFileSync(join(this.staticDir, file), 'utf8');
  }

  /** The prices' block, and the business's where it is not the build's (the page knows the build's). */
  private withData(html: string, prices: PagePrices, business: PageBusiness) {
    const blocks = pagePricesTag(prices) + (differsFromBuilt(business) ? pageBusinessTag(business) : '');
    return html.replace(PAGE_PRICES_PLACEHOLDER, () => blocks);
  }
}
