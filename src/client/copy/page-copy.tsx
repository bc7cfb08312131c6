// Which catalog the page reads: the document's language picks it (lang="es" on /es/), the app
// loads only that one, and every component reads its words through useCopy().
import { languageOf, type Language } from '../../common/languages.ts';
import { ROOT_LANGUAGE } from '../../common/pages.ts';
import type { PageCopy } from '../../common/copy/en.ts';
import { catalogContext } from './catalog-context.tsx';

export type { PageCopy };

const page = catalogContext<PageCopy>('useCopy');
export const CopyProvider = page.Provider;
export const useCopy = page.useCatalog;

/** The catalog of each language, in a file (and a chunk) of its own. */
const CATALOGS: Record<Language, () => Promise<PageCopy>> = {
  en: () => import('../../common/copy/en.ts').then((m) => m.en),
  es: () => import('../../common/copy/es.ts').then((m) => m.es),
};

export const loadCopy = (language: Language): Promise<PageCopy> => CATALOGS[language]();

/** The language a page is in, as its document says. */
export const pageLanguage = (lang: string | undefined): Language => languageOf(lang) ?? ROOT_LANGUAGE;
