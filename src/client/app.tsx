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
import { NotFound } from './pages/not-found';
import { CallProvider } from './voice/call-context';

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
        <Pricing />
        <HowItWorks />
        <Gallery />
        <ServiceArea />
        <Faq />
        <Contact />
      </main>
      <SiteFooter />
    </>
  );
}

export type Route = 'home' | 'not-found';

/** The only real route is '/': anything else is the 404 page (served with status 404). */
export const routeFor = (pathname: string): Route => (pathname === '/' || pathname === '/index.html' ? 'home' : 'not-found');

export function App({ route }: { route: Route }) {
  return (
    <CallProvider>
      {route === 'home' ? <HomePage /> : <NotFound />}
      <ToastHost />
    </CallProvider>
  );
}
