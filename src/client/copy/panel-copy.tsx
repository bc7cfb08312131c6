// The call panel's catalog: loaded with the panel's own code (never in the first load), in the
// page's language, and read by the panel's views through usePanelCopy().
import { createContext, use, type ReactNode } from 'react';
import type { Language } from '../../common/languages.ts';
import type { PanelCopy } from '../../common/copy/panel-en.ts';

const PanelCopyContext = createContext<PanelCopy | null>(null);

export function PanelCopyProvider({ copy, children }: { copy: PanelCopy; children: ReactNode }) {
  return <PanelCopyContext value={copy}>{children}</PanelCopyContext>;
}

export function usePanelCopy(): PanelCopy {
  const copy = use(PanelCopyContext);
  if (!copy) throw new Error('usePanelCopy outside a PanelCopyProvider');
  return copy;
}

export const loadPanelCopy = (language: Language): Promise<PanelCopy> =>
  language === 'es'
    ? import('../../common/copy/panel-es.ts').then((m) => m.panelEs)
    : import('../../common/copy/panel-en.ts').then((m) => m.panelEn);
