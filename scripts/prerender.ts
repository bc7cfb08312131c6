// Writes the prerendered pages into dist/client: the home page (index.html), the 404 page
// (404.html), the confirmation of a form sent without the app (message-sent.html), and the
// template the server fills with its answer to such a form when it needs a fix
// (form-result.html, no script: the visitor's browser did not run the app to get there).
// CSS is inlined so the first response paints with no second request.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PAGES, ROUTES, type Route } from '../src/common/pages.ts';
import { homeHead, pageHead } from '../src/client/head-tags.ts';
import { PAGE_CATALOGS } from '../src/common/copy/page-catalogs.ts';
import { pageStyles, withoutFontFace } from './critical-css.ts';
import { inlineLoader } from './inline-loader.ts';
import { BRAND_FONT, iconInDocument, writeBookPages } from './book-pages.ts';
import type { BookView } from '../src/common/book-flow.ts';
import { homeTemplateFile } from '../src/common/page-prices.ts';
import { BUILT_BUSINESS, type WithBusiness } from '../src/common/page-business.ts';
import type { AccountPageData } from '../src/common/account-page.ts';
import { ACCOUNT_STATES } from './account-states.ts';
import type { VisitPageData } from '../src/common/visit-page.ts';
import { VISIT_STATES } from './visit-states.ts';

const DIST = process.env.BUILD_OUT ?? join(import.meta.dirname, '..', 'dist');
const CLIENT = join(DIST, 'client');

const { render, renderBookPage, renderAccountPage, renderVisitPage } = (await import(
  pathToFileURL(join(DIST, 'ssr', 'entry-server.js')).href
)) as {
  render: (route: Route) => Promise<string>;
  renderBookPage: (view: BookView) => string;
  renderAccountPage: (page: WithBusiness<AccountPageData>) => string;
  renderVisitPage: (page: WithBusiness<VisitPageData>) => string;
};

let template = readFileSync(join(CLIENT, 'index.html'), 'utf8');
const stylesheets = [...template.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g)].map(([, href]) => href!);
if (stylesheets.length !== 1) throw new Error('prerender: expected exactly one stylesheet in the Vite template');
const [stylesheet] = stylesheets as [string];
const css = readFileSync(join(CLIENT, stylesheet), 'utf8');
template = template.replace(/<link rel="stylesheet"[^>]*>/, '<!--app-styles-->');

// The app's entry, called by each page's one inline script (src/client/page-loader.ts).
const apps: string[] = [];
template = template
  .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
  .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, (_, src: string) => (apps.push(src), '<!--app-loader-->'));
if (apps.length !== 1) throw new Error('prerender: expected exactly one module script in the Vite template');
const [app] = apps as [string];
// Each loader's hash goes to csp.json for the server's Content-Security-Policy.
const inlineScripts: string[] = [];

const font = readdirSync(join(CLIENT, 'assets')).find((f) => f.startsWith('plus-jakarta-sans-subset') && f.endsWith('.woff2'));

const SERVER_PAGES = [
  ['form-result.html', 'Your message'],
  ['booking.html', 'Your booking'],
] as const;

// A page the app runs on inlines only the styles its own HTML uses, and its loader fetches the rest
// with the app (scripts/critical-css.ts); a page without the app inlines the whole stylesheet, since
// nothing loads the rest.
const page = (file: string, head: string, html: string, lang: string) => {
  const filled = template
    .replace('<html lang="en">', `<html lang="${lang}">`)
    .replace('<!--app-head-->', head)
    .replace('<!--app-html-->', html);
  const { inline, rest } = pageStyles(css, filled);
  const restFile = `assets/${file.replace(/\.html$/, '')}-rest-${createHash('sha256').update(rest).digest('base64url').slice(0, 8)}.css`;
  writeFileSync(join(CLIENT, restFile), rest);
  const loader = inlineLoader(`/${restFile}`, app);
  inlineScripts.push(loader);
  return filled
    .replace('<!--app-styles-->', () => `<style>${inline}</style>`)
    .replace('<!--app-loader-->', () => `<script type="module">${loader}</script>`);
};
const pageWithoutApp = (head: string, styles = css) =>
  template
    .replace('<!--app-head-->', head)
    .replace('<!--app-styles-->', () => `<style>${styles}</style>`)
    .replace(/<!--app-loader-->\s*/, '');

const fontHref = font && `/assets/${font}`;
for (const route of ROUTES) {
  const { file, title } = PAGES[route.language][route.kind];
  const head = route.kind === 'home' ? homeHead(fontHref, PAGE_CATALOGS[route.language]) : pageHead(title, fontHref);
  const html = await render(route);
  const built = page(file, head, html, route.language);
  writeFileSync(join(CLIENT, file), built);
  // The server renders the home page again into this when the owner's prices differ from these.
  if (route.kind === 'home') writeFileSync(join(CLIENT, homeTemplateFile(file)), built.replace(html, '<!--app-html-->'));
}
// The templates the server fills at request time: its answer to a form sent without the app, and
// a customer's page for their booking. Neither runs the app.
for (const [file, title] of SERVER_PAGES) writeFileSync(join(CLIENT, file), pageWithoutApp(pageHead(title, fontHref)));
// A commercial proposal's page, read and signed without script: in the brand font's metric-matched
// fallback, since nothing could add the web font after its first paint (with the font, its
// heading, the largest thing it paints, waited for the font's download), its icon in the document.
writeFileSync(
  join(CLIENT, 'proposal.html'),
  pageWithoutApp(pageHead('Your proposal', undefined, iconInDocument(CLIENT)), withoutFontFace(css, BRAND_FONT)),
);
// A customer's account and a clean's own page likewise; and of the stylesheet only the rules their
// states can use (each drawn here), so every answer starts within the first round trip.
const serverPage = (file: string, title: string, states: string) =>
  writeFileSync(
    join(CLIENT, file),
    pageWithoutApp(
      pageHead(title, undefined, iconInDocument(CLIENT)),
      // The states drawn inside the document's own elements: the rules on html and body (the font, its colour) are the page's too.
      withoutFontFace(pageStyles(css, `<html><body>${states}</body></html>`).inline, BRAND_FONT),
    ),
  );
serverPage(
  'account.html',
  'Your account',
  ACCOUNT_STATES.map((state) => renderAccountPage({ ...state, pageBusiness: BUILT_BUSINESS })).join(''),
);
serverPage(
  'visit.html',
  'How did we do?',
  VISIT_STATES.map((state) => renderVisitPage({ ...state, pageBusiness: BUILT_BUSINESS })).join(''),
);
// The booking page: its first screen in each language and the template of its later screens.
inlineScripts.push(writeBookPages({ client: CLIENT, css, render: renderBookPage }));
writeFileSync(
  join(CLIENT, '..', 'csp.json'),
  JSON.stringify({ scriptHashes: inlineScripts.map((code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`) }, null, 2),
);
console.log(
  `prerendered ${ROUTES.map((route) => PAGES[route.language][route.kind].file).join(', ')} and the ${SERVER_PAGES.map(([f]) => f).join(', ')}, proposal.html, account.html, visit.html templates`,
);
