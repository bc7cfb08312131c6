// Pages the server renders at request time (its answer to a form sent without the app, a
// customer's booking page): a template the build wrote (the site's head and styles, no app
// script) filled by one of the page's own components from the build's server bundle.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { byLanguage, type Language } from '../../../common/languages.ts';
import { RUNTIME_CONFIG_PLACEHOLDER } from '../../../common/runtime-config.ts';
import { PAGE_PRICES_PLACEHOLDER } from '../../../common/page-prices.ts';
import { inBusinessWords, type PageBusiness, type WithBusiness } from '../../../common/page-business.ts';
import { forBusiness } from './business-page.ts';

/** One renderer of the build's server bundle (the page's own components, rendered to HTML). */
export async function loadServerRenderer<Data>(staticDir: string, name: string): Promise<(data: Data) => string> {
  const bundle: Record<string, unknown> = await import(pathToFileURL(join(staticDir, '..', 'ssr', 'entry-server.js')).href);
  const render = bundle[name];
  if (typeof render !== 'function') throw new Error(`the server bundle has no ${name}: rebuild the site`);
  return render as (data: Data) => string;
}

/**
 * Loads `template` from the built site and the server bundle's renderer `name`: each page drawn
 * for `business` as it is when drawn (the renderer is handed it; the template's head is put in
 * its words).
 */
export async function loadServerPage<Data extends { language: Language }>(
  staticDir: string,
  template: string,
  name: string,
  business: () => PageBusiness,
  /** The page's title in each language, where it has one: the template's is English. */
  titles?: Record<Language, string>,
): Promise<(data: Data) => string> {
  const html = readFileSync(join(staticDir, template), 'utf8').replace(RUNTIME_CONFIG_PLACEHOLDER, '').replace(PAGE_PRICES_PLACEHOLDER, '');
  const render = await loadServerRenderer<WithBusiness<Data>>(staticDir, name);
  // The document says the language it is written in (a screen reader's voice follows it), and
  // its title in that language where the page has one (the template's is the build's).
  const inLanguage = (language: Language) =>
    html
      .replace(/<html lang="[\w-]+">/, `<html lang="${language}">`)
      .replace(/<title>[^<|]*/, (title) => (titles ? `<title>${titles[language]} ` : title));
  // The template's head names the business as the build did: in the words of the one in force,
  // swapped once per business rather than at each request.
  const templates = forBusiness(business, (now) => byLanguage((language) => inBusinessWords(inLanguage(language), now)));
  return (data) => {
    const pageBusiness = business();
    return templates()[data.language].replace('<!--app-html-->', () => render({ ...data, pageBusiness }));
  };
}
