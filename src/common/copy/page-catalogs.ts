// Every language's page catalog at once, for the server and the build (the prerender, the pages
// the server renders): the page itself loads only its own language's catalog (client/copy/page-copy.tsx).
import type { Language } from '../languages.ts';
import { en, type PageCopy } from './en.ts';
import { es } from './es.ts';

export const PAGE_CATALOGS: Record<Language, PageCopy> = { en, es };
