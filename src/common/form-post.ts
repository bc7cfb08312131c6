// The contact form sent by the browser itself (before or without the page's app): where the
// visitor lands after a success, and what the server renders back otherwise. The page's build
// provides the renderer (its own components); the server calls it.

import type { Language } from './languages.ts';

/** invalid: messages under the fields; failed: the server could not store it; refused: sent from another site. */
export type FormNotice = 'invalid' | 'failed' | 'refused';

export interface FormPage {
  notice: FormNotice;
  /** What the visitor sent, shown again in the fields. */
  values: Record<string, string | boolean | undefined>;
  /** The message under each field that needs a fix. */
  messages: Record<string, string>;
  /** The language of the page the form was sent from. */
  language: Language;
}

/** How the server draws the page (its renderer is handed the business as well). */
export type RenderFormPage = (page: FormPage) => string;
