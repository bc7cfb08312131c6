// Every language's call-panel catalog at once, for the server and the tests (the page loads its
// own language's alone, with the panel's code: client/copy/panel-copy.tsx).
import type { Language } from '../languages.ts';
import { panelEn, type PanelCopy } from './panel-en.ts';
import { panelEs } from './panel-es.ts';

export const PANEL_CATALOGS: Record<Language, PanelCopy> = { en: panelEn, es: panelEs };
