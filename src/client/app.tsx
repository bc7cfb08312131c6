import { useEffect } from 'react';
import { Contact } from './sections/contact/contact';
import { Faq } from './sections/faq/faq';
import { Gallery } from './sections/gallery/gallery';
import { SiteFooter } from './sections/footer/site-footer';
import { SiteHeader } from './sections/header/site-header';
import { Hero } from './sections/hero/hero';
import { HowItWorks } from './sections/how-it-works/how-it-works';
import { Pricing } from './sections/pricing/pricing';
import { ServiceArea } from './sections/service-area/service-area';
import { ToastHost } from './components/toast/toast-host';
import { Deferred } from './lib/on-demand';
import { NotFound } from './pages/not-found';
import { CallProvider } from './voice/call-context';

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
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
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

export type Route = 'home' | 'not-found';

/** The only real route is '/': anything else is the 404 page (served with status 404). */
export const routeFor = (pathname: string): Route => (pathname === '/' || pathname === '/index.html' ? 'home' : 'not-found');

export function App({ route }: { route: Route }) {
  // The page is interactive from here: a mark for the benchmark, an attribute for the browser tests.
  useEffect(() => {
    performance.mark('app-hydrated');
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <CallProvider>
      {route === 'home' ? <HomePage /> : <NotFound />}
      <ToastHost />
    </CallProvider>
  );
}
