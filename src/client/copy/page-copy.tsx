// Which catalog the page reads: the document's language picks it (lang="es" on /es/), the app
// loads only that one, and every component reads its words through useCopy().
import { createContext, use, type ReactNode } from 'react';
import type { Language } from '../../common/languages.ts';
import type { PageCopy } from '../../common/copy/en.ts';

export type { PageCopy };

const CopyContext = createContext<PageCopy | null>(null);

export function CopyProvider({ copy, children }: { copy: PageCopy; children: ReactNode }) {
  return <CopyContext value={copy}>{children}</CopyContext>;
}

export function useCopy(): PageCopy {
  const copy = use(CopyContext);
  if (!copy) throw new Error('useCopy outside a CopyProvider');
  return copy;
}

/** The catalog of a language, each in a file (and a chunk) of its own. */
export const loadCopy = (language: Language): Promise<PageCopy> =>
  language === 'es' ? import('../../common/copy/es.ts').then((m) => m.es) : import('../../common/copy/en.ts').then((m) => m.en);

/** The language a page is in, as its document says. */
export const pageLanguage = (lang: string | undefined): Language => (lang === 'es' ? 'es' : 'en');
