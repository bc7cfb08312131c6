import { useEffect, type ReactNode } from 'react';
import type { PageKind, Route } from '../common/pages.ts';
import { Contact } from './sections/contact/contact.tsx';
import { Faq } from './sections/faq/faq.tsx';
import { Gallery } from './sections/gallery/gallery.tsx';
import { SiteFooter } from './sections/footer/site-footer.tsx';
import { SiteHeader } from './sections/header/site-header.tsx';
import { Hero } from './sections/hero/hero.tsx';
import { HowItWorks } from './sections/how-it-works/how-it-works.tsx';
import { Pricing } from './sections/pricing/pricing.tsx';
import { ServiceArea } from './sections/service-area/service-area.tsx';
import { ToastHost } from './components/toast/toast-host.tsx';
import { Deferred } from './lib/on-demand.tsx';
import { MessageSent } from './pages/message-sent.tsx';
import { NotFound } from './pages/not-found.tsx';
import { CallProvider } from './voice/call-context.tsx';
import { CallPanelHost, loadPanel } from './voice/call-panel-host.tsx';
import { CopyProvider, useCopy, type PageCopy } from './copy/page-copy.tsx';
import { PricesProvider } from './sections/pricing/page-prices.tsx';
import { BusinessProvider, type PageBusiness } from './copy/page-business.tsx';
import type { PagePrices } from '../common/page-prices.ts';

/**
 * Below the hero, in page order: hydrated as they come near (see Deferred). The contact section
 * waits for the visitor alone: hydrating it fetches the form's validation code.
 */
const belowTheFold = [
  ['pricing', Pricing, true],
  ['how-it-works', HowItWorks, true],
  ['gallery', Gallery, true],
  ['service-area', ServiceArea, true],
  ['faq', Faq, true],
  ['contact', Contact, false],
] as const;

/** The one page, in order: header, hero, the sections, footer. */
export function HomePage() {
  const copy = useCopy();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {copy.skip}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Hero />
        {belowTheFold.map(([id, Section, idle]) => (
          <Deferred key={id} id={id} idle={idle}>
            <Section />
          </Deferred>
        ))}
      </main>
      <Deferred id="site-footer">
        <SiteFooter />
      </Deferred>
    </>
  );
}

const pages: Record<PageKind, () => ReactNode> = {
  home: HomePage,
  'message-sent': MessageSent,
  'not-found': NotFound,
};

/**
 * A page with its words: `copy` is the catalog of the page's language (see copy/page-copy.tsx),
 * `business` the business it names (the build's, or the owner's the server drew it for).
 */
export function App({
  route,
  copy,
  prices = null,
  business,
}: {
  route: Route;
  copy: PageCopy;
  prices?: PagePrices | null;
  business: PageBusiness;
}) {
  // The page is interactive from here: a mark for the benchmark, an attribute for the browser tests.
  useEffect(() => {
    performance.mark('app-hydrated');
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  const Page = pages[route.kind];
  return (
    <CopyProvider copy={copy}>
      <BusinessProvider copy={business}>
        <PricesProvider value={prices}>
          <CallProvider loadPanel={loadPanel}>
            <Page />
            <CallPanelHost />
            <ToastHost />
          </CallProvider>
        </PricesProvider>
      </BusinessProvider>
    </CopyProvider>
  );
}
