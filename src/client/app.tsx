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
import { finishedFirstHydration, HydrateWhenNear } from './lib/hydrate-when-near';
import { NotFound } from './pages/not-found';
import { CallProvider } from './voice/call-context';

/** Below the hero, in the spec's order: hydrated as they come near (see HydrateWhenNear). */
const belowTheFold = [
  ['pricing', Pricing],
  ['how-it-works', HowItWorks],
  ['gallery', Gallery],
  ['service-area', ServiceArea],
  ['faq', Faq],
  ['contact', Contact],
] as const;

/** The one page, in the spec's order. */
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
        {belowTheFold.map(([id, Section]) => (
          <HydrateWhenNear key={id} id={id}>
            <Section />
          </HydrateWhenNear>
        ))}
      </main>
      <HydrateWhenNear id="site-footer">
        <SiteFooter />
      </HydrateWhenNear>
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
    finishedFirstHydration();
  }, []);
  return (
    <CallProvider>
      {route === 'home' ? <HomePage /> : <NotFound />}
      <ToastHost />
    </CallProvider>
  );
}
