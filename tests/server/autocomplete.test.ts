// The autofill tokens of every form a visitor fills, checked by html-validate's own rule for the
// HTML standard's autofill (valid-autocomplete): the contact form on both home pages and the
// booking page's screens that ask for an address. Needs the build (its pages and server bundle).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { firstView, type BookScreen, type BookView } from '../../src/common/book-flow.ts';
import { LANGUAGES } from '../../src/common/languages.ts';
import { PAGES } from '../../src/common/pages.ts';
import { BUILT_BUSINESS } from '../../src/common/page-business.ts';

const DIST = join(import.meta.dirname, '..', '..', 'dist');
const validator = new HtmlValidate({ rules: { 'valid-autocomplete': 'error' } });
const problems = async (html: string) =>
  (await validator.validateString(html)).results.flatMap((result) => result.messages.map((m) => `${m.message} (${m.selector})`));

describe('autofill tokens', () => {
  it.each(LANGUAGES)('the home page in %s', async (language) => {
    const html = readFileSync(join(DIST, 'client', PAGES[language].home.file), 'utf8');
    expect(html).toMatch(/autocomplete="address-line1"/i);
    expect(await problems(html)).toEqual([]);
  });

  it.each(['details', 'outside', 'commercial'] as BookScreen[])('the booking page: %s', async (screen) => {
    const { renderBookPage } = (await import(pathToFileURL(join(DIST, 'ssr', 'entry-server.js')).href)) as {
      renderBookPage: (view: BookView) => string;
    };
    const html = renderBookPage({ ...firstView('en', 30, BUILT_BUSINESS), screen, zip: '30309' });
    expect(html).toMatch(/autocomplete="address-line1"/i);
    expect(await problems(html)).toEqual([]);
  });
});
