import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import type { BookingPageData } from '../common/booking-page.ts';
import type { BookView } from '../common/book-flow.ts';
import { ScreenFrame } from './book/screen-frame.tsx';
import { BookPage } from './book/book-page.tsx';
import type { FormPage } from '../common/form-post.ts';
import type { Route } from '../common/pages.ts';
import { pricedPlans, type PagePrices, type PricedHead } from '../common/page-prices.ts';
import { siteConfig } from '../common/site-config.ts';
import { BUILT_BUSINESS, withBusiness, type PageBusiness, type WithBusiness } from '../common/page-business.ts';
import { BusinessProvider } from './copy/page-business.tsx';
import { pricedHead } from './head-tags.ts';
import { PAGE_CATALOGS } from '../common/copy/page-catalogs.ts';
import { App } from './app.tsx';
import { CopyProvider } from './copy/page-copy.tsx';
import { BookingManage } from './pages/booking-manage.tsx';
import { FormResult } from './pages/form-result.tsx';
import { ProposalPage } from './pages/proposal-page.tsx';
import { OpeningSoon } from './pages/opening-soon.tsx';
import type { ProposalPageData } from '../common/proposal-page.ts';
import type { AccountPageData } from '../common/account-page.ts';
import { AccountPage } from './pages/account-page.tsx';
import type { VisitPageData } from '../common/visit-page.ts';
import { VisitPage } from './pages/visit-page.tsx';

/**
 * Used by scripts/prerender.ts at build time (the build's business), and by the server when the
 * owner's prices or business differ from the build's: waits for every lazy part, so the HTML is
 * complete.
 */
export async function render(route: Route, prices: PagePrices | null = null, business: PageBusiness = BUILT_BUSINESS): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <App route={route} copy={PAGE_CATALOGS[route.language]} prices={prices} business={business} />
    </StrictMode>,
    // Never outline a finished Suspense boundary (React does so past a size, to stream the
    // shell early): in a static file that only adds a hidden copy and an inline script to
    // move it, which would leave the part invisible without JavaScript and break the CSP.
    // Any error fails the build: React would otherwise leave that part to the browser, quietly.
    { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) },
  );
  if (errors.length)
    throw new AggregateError(errors, `prerender of ${route.kind} (${route.language}) failed: ${errors.map(String).join('; ')}`);
  const html = await new Response(prelude).text();
  if (html.includes('<script'))
    throw new Error(`prerender of ${route.kind} (${route.language}) produced an inline script: every part must render in place`);
  return html;
}

/** Used by the server with the owner's prices and business: what the home page's head says of them, in a language. */
export const renderHomeHead = ({
  language,
  prices,
  pageBusiness,
}: WithBusiness<{ language: Route['language']; prices: PagePrices | null }>): PricedHead =>
  pricedHead(
    PAGE_CATALOGS[language],
    withBusiness({ ...siteConfig, plans: pricedPlans(siteConfig.plans, prices) }, pageBusiness),
    pageBusiness.ratings,
  );

/** Used by the server at request time: its answer to a contact form sent without the app. */
export const renderFormPage = ({ language, pageBusiness, ...page }: WithBusiness<FormPage>) =>
  renderToString(
    <CopyProvider copy={PAGE_CATALOGS[language]}>
      <BusinessProvider copy={pageBusiness}>
        <FormResult {...page} />
      </BusinessProvider>
    </CopyProvider>,
  );

/** Used by the server while the business is not open yet: its public page, in a language. */
export const renderOpeningSoon = ({ language }: { language: Route['language'] }) => renderToString(<OpeningSoon language={language} />);

/** Used by the server at request time: a customer's page for their booking. */
export const renderBookingPage = ({ pageBusiness, ...page }: WithBusiness<BookingPageData>) =>
  renderToString(
    <BusinessProvider copy={pageBusiness}>
      <BookingManage {...page} />
    </BusinessProvider>,
  );

/** Used by the server at request time: a customer's own account (signing in, then everything of theirs). */
export const renderAccountPage = ({ pageBusiness, ...page }: WithBusiness<AccountPageData>) =>
  renderToString(
    <BusinessProvider copy={pageBusiness}>
      <AccountPage {...page} />
    </BusinessProvider>,
  );

/** Used by the server at request time: a clean's own page (its rating, the review link, a tip). */
export const renderVisitPage = ({ pageBusiness, ...page }: WithBusiness<VisitPageData>) =>
  renderToString(
    <BusinessProvider copy={pageBusiness}>
      <VisitPage {...page} />
    </BusinessProvider>,
  );

/** Used by the server at request time: a commercial proposal, as its customer reads and signs it. */
export const renderProposalPage = ({ pageBusiness, ...page }: WithBusiness<ProposalPageData>) =>
  renderToString(
    <BusinessProvider copy={pageBusiness}>
      <ProposalPage {...page} />
    </BusinessProvider>,
  );

/** Used by the prerender and the server: the booking page with one of its screens, and that screen alone (for the page's script). */
export const renderBookPage = (view: BookView) =>
  renderToString(
    <BusinessProvider copy={view.business}>
      <BookPage view={view} />
    </BusinessProvider>,
  );
export const renderBookScreen = (view: BookView) =>
  renderToString(
    <BusinessProvider copy={view.business}>
      <ScreenFrame view={view} />
    </BusinessProvider>,
  );
