// The booking page as the app serves it: on while the business's settings keep it on (read at each
// request; off, it is not there), its documents
// from the build (the first screen prerendered in each language, the template of the rest) and
// the build's own components to draw each later screen.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { BOOK_COPY } from '../../../common/copy/book-copy.ts';
import { BOOK_FILES, BOOK_TEMPLATE, type BookView } from '../../../common/book-flow.ts';
import { byLanguage } from '../../../common/languages.ts';
import type { OnlineBookingRules } from '../../../common/site-config.schema.ts';
import { WEB_HOLD_MINUTES } from '../bookings/booking-store.ts';
import { businessPage } from '../../platform/http/business-page.ts';
import { sendPage } from '../../platform/http/compressed-page.ts';
import { languageAt } from '../../../common/pages.ts';
import type { OpeningSoonPages } from '../site/opening-soon.ts';
import { businessOf } from '../../../common/page-business.ts';
import { loadServerPage, loadServerRenderer } from '../../platform/http/server-page.ts';
import { bookRoutes } from './book-routes.ts';
import { OnlineBooking } from './online-booking.ts';
import type { OnlineBookingDeps } from './types.ts';

/** The records the booking page reads and writes. */
type BookStores = Pick<OnlineBookingDeps, 'drafts' | 'bookings' | 'leads' | 'phoneProofs' | 'texts' | 'settings'> & {
  textBudget: OnlineBookingDeps['budget'];
};

interface BookPageOptions {
  stores: BookStores;
  staticDir: string;
  /** What it answers until the business opens. */
  openingSoon: OpeningSoonPages;
  textsOn: boolean;
  /** The business's online-booking rules as its settings hold them now. */
  rules: () => OnlineBookingRules;
  callBack: OnlineBookingDeps['callBack'];
  /** Payments are taken online (Stripe): the total before the code says how. */
  paysOnline: boolean;
}

export async function registerBookingPage(
  app: FastifyInstance,
  { stores, staticDir, openingSoon, textsOn, rules, callBack, paysOnline }: BookPageOptions,
) {
  const { drafts, bookings, leads, phoneProofs, texts, textBudget: budget, settings } = stores;
  const booking = new OnlineBooking({
    drafts,
    bookings,
    leads,
    phoneProofs,
    texts,
    budget,
    settings,
    textsOn,
    bookingsPerIpPerDay: () => rules().bookingsPerIpPerDay,
    callBack,
  });
  const bookRouteOptions = await routeOptions(booking, staticDir, settings, paysOnline);
  await app.register(async (scope) => {
    // Until the owner answers the first run's setup, the booking page takes no booking: it says the business opens soon.
    scope.addHook('onRequest', async (request, reply) => {
      if (!rules().on) return reply.callNotFound();
      if (!settings.opened()) return sendPage(request, reply, openingSoon[languageAt(request.url.split('?')[0]!)], 503);
    });
    await scope.register(bookRoutes, bookRouteOptions);
  });
}

/** The booking page's routes with the pages they draw from. */
async function routeOptions(booking: OnlineBooking, staticDir: string, settings: BookStores['settings'], paysOnline: boolean) {
  const titles = byLanguage((language) => BOOK_COPY[language].title);
  const business = () => businessOf(settings.current());
  const firstPages = byLanguage((language) => businessPage(readFileSync(join(staticDir, BOOK_FILES[language]), 'utf8'), business));
  return {
    booking,
    firstPages,
    render: {
      page: await loadServerPage<BookView>(staticDir, BOOK_TEMPLATE, 'renderBookPage', business, titles),
      screen: await loadServerRenderer<BookView>(staticDir, 'renderBookScreen'),
    },
    settings: { heldMinutes: WEB_HOLD_MINUTES, paysOnline },
    rateLimitMax: 60,
  };
}
