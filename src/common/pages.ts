// The site's pages, declared once per language: the address each is served at, the prerendered
// file that holds it and its title. The page's router, the prerender script and the server all
// read this table; a new language is a new row of it (the compiler asks for each of its pages).
import { LANGUAGES, type Language } from './languages.ts';

export const PAGE_KINDS = ['home', 'message-sent', 'not-found'] as const;
/** The home page, the confirmation of a contact form the browser sent by itself, and the 404 page (any other address). */
export type PageKind = (typeof PAGE_KINDS)[number];

interface PageEntry {
  /** Where it is served; null for the 404 page, which answers any other address. */
  path: string | null;
  file: string;
  title: string;
}

/** Each language's home page: where a page in that language leads back to. */
export const HOME_PATHS: Record<Language, string> = { en: '/', es: '/es/' };

/** The confirmation page after a form post, in the page's language; its address carries nothing of the visitor's. */
export const MESSAGE_SENT_PATHS: Record<Language, string> = { en: '/message-sent', es: '/es/message-sent' };

export const PAGES = {
  en: {
    home: { path: HOME_PATHS.en, file: 'index.html', title: '' },
    'message-sent': { path: MESSAGE_SENT_PATHS.en, file: 'message-sent.html', title: 'Message sent!' },
    'not-found': { path: null, file: '404.html', title: 'Page not found' },
  },
  es: {
    home: { path: HOME_PATHS.es, file: 'es.html', title: '' },
    'message-sent': { path: MESSAGE_SENT_PATHS.es, file: 'message-sent-es.html', title: '¡Mensaje enviado!' },
    'not-found': { path: null, file: '404-es.html', title: 'Página no encontrada' },
  },
} as const satisfies Record<Language, Record<PageKind, PageEntry>>;

/** A page in a language. */
export interface Route {
  kind: PageKind;
  language: Language;
}

export const ROUTES: Route[] = LANGUAGES.flatMap((language) => PAGE_KINDS.map((kind) => ({ kind, language })));

/**
 * The booking page in each language (served by the server's booking room, not the page's router);
 * a visitor's own link is its path plus their token.
 */
export const BOOK_PATHS = { en: '/book', es: '/es/reservar' } as const satisfies Record<Language, string>;

/** The language whose home is the site's root: an address under no other language's home is in it. */
export const ROOT_LANGUAGE: Language = LANGUAGES.find((language) => HOME_PATHS[language] === '/')!;

/** The language an address is in: the one whose home it lies under (the root's language otherwise). */
export const languageAt = (pathname: string): Language =>
  LANGUAGES.find((language) => language !== ROOT_LANGUAGE && `${pathname}/`.startsWith(HOME_PATHS[language])) ?? ROOT_LANGUAGE;

/** The page an address shows: a known path its page (/index.html is home), anything else the 404 page in the address's language. */
export function routeFor(pathname: string): Route {
  if (pathname === '/index.html') return { kind: 'home', language: ROOT_LANGUAGE };
  const language = languageAt(pathname);
  // A language's home without its slash (/es) is that home.
  if (`${pathname}/` === HOME_PATHS[language]) return { kind: 'home', language };
  const kind = PAGE_KINDS.find((k) => PAGES[language][k].path === pathname);
  return { kind: kind ?? 'not-found', language };
}
