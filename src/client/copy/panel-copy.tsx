// The call panel's catalog: loaded with the panel's own code (never in the first load), in the
// page's language, and read by the panel's views through usePanelCopy().
import type { Language } from '../../common/languages.ts';
import type { PanelCopy } from '../../common/copy/panel-en.ts';
import { catalogContext } from './catalog-context.tsx';

const panel = catalogContext<PanelCopy>('usePanelCopy');
export const PanelCopyProvider = panel.Provider;
export const usePanelCopy = panel.useCatalog;

/** The panel's catalog of each language, in a file (and a chunk) of its own. */
const CATALOGS: Record<Language, () => Promise<PanelCopy>> = {
  en: () => import('../../common/copy/panel-en.ts').then((m) => m.panelEn),
  es: () => import('../../common/copy/panel-es.ts').then((m) => m.panelEs),
};

export const loadPanelCopy = (language: Language): Promise<PanelCopy> => CATALOGS[language]();
