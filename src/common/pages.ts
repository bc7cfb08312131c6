// The site's pages, declared once: the address each is served at, the prerendered file that
// holds it and its language. The page's router, the prerender script and the server all read this list.
import { MESSAGE_SENT_PATHS } from './form-post.ts';
import type { Language } from './languages.ts';

export const PAGES = {
  home: { path: '/', file: 'index.html', title: '', lang: 'en' },
  /** The home page in Spanish. */
  'home-es': { path: '/es/', file: 'es.html', title: '', lang: 'es' },
  /** The confirmation of a contact form the browser sent by itself (before or without the app). */
  'message-sent': { path: MESSAGE_SENT_PATHS.en, file: 'message-sent.html', title: 'Message sent!', lang: 'en' },
  'message-sent-es': { path: MESSAGE_SENT_PATHS.es, file: 'message-sent-es.html', title: '¡Mensaje enviado!', lang: 'es' },
  /** Any other address; under /es/, in Spanish. */
  'not-found': { path: null, file: '404.html', title: 'Page not found', lang: 'en' },
  'not-found-es': { path: null, file: '404-es.html', title: 'Página no encontrada', lang: 'es' },
} as const satisfies Record<string, { path: string | null; file: string; title: string; lang: Language }>;

export type Route = keyof typeof PAGES;

/**
 * The booking page in each language (served by the server's booking room, not the page's router);
 * a visitor's own link is its path plus their token.
 */
export const BOOK_PATHS = { en: '/book', es: '/es/reservar' } as const satisfies Record<Language, string>;

/** Each language's home page: where a page in that language leads back to. */
export const HOME_PATHS: Record<Language, string> = { en: PAGES.home.path, es: PAGES['home-es'].path };

export const ROUTES = Object.keys(PAGES) as Route[];

/** The page an address shows: '/' (or /index.html) is home, a known path its page, anything else the 404 page (Spanish under /es/). */
export function routeFor(pathname: string): Route {
  if (pathname === '/index.html') return 'home';
  if (pathname === '/es') return 'home-es';
  return ROUTES.find((route) => PAGES[route].path === pathname) ?? (pathname.startsWith(HOME_PATHS.es) ? 'not-found-es' : 'not-found');
}
