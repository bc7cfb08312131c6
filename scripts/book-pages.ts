// The booking page's documents (prerender.ts calls this): its first screen in each language,
// prerendered, and the template the server fills with every later screen. Each inlines the
// styles of every screen the page can show (drawn here from specimens of each, with and without
// messages): the page's script swaps screens in place, so no later stylesheet is needed, and the
// first response paints with no second request. Nothing else is fetched before the first paint:
// the page paints in the brand font's metric-matched fallback (its loader adds the web font once
// that paint is shown), carries its icon in the document, and fetches its script on the
// visitor's first touch (decision 035).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BOOK_FILES, BOOK_TEMPLATE, firstView, type BookView } from '../src/common/book-flow.ts';
import { BOOK_SCREENS, specimen } from './book-specimens.ts';
import { LANGUAGES, type Language } from '../src/common/languages.ts';
import { bookHead, pageHead } from '../src/client/head-tags.ts';
import { BOOK_COPY } from '../src/common/copy/book-copy.ts';
import { WEB_HOLD_MINUTES } from '../src/server/customers/bookings/booking-store.ts';
import { pageStyles, withoutFontFace } from './critical-css.ts';
import { bookLoader } from './inline-loader.ts';
import { BUILT_BUSINESS } from '../src/common/page-business.ts';

export const BRAND_FONT = 'Plus Jakarta Sans';

/** The built address of the brand font, as the stylesheet's own @font-face names it. */
function brandFontUrl(css: string): string {
  const face = new RegExp(`@font-face\\s*\\{[^}]*font-family:\\s*['"]?${BRAND_FONT}['"]?;[^}]*url\\(([^)]+\\.woff2)\\)`).exec(css);
  if (!face) throw new Error('book pages: expected the brand font in the stylesheet');
  return face[1]!.replace(/^['"]|['"]$/g, '');
}

/** The site's icon as a data address, carried in a document: one request fewer before its paint. */
export const iconInDocument = (client: string) =>
  `data:image/svg+xml,${encodeURIComponent(readFileSync(join(client, 'favicon.svg'), 'utf8').trim())}`;

/** Writes the booking page's documents; answers its inline loader, whose hash the Content-Security-Policy names. */
export function writeBookPages({ client, css, render }: { client: string; css: string; render: (view: BookView) => string }): string {
  const built = readFileSync(join(client, 'book-page.html'), 'utf8');
  const script = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(built);
  if (!script) throw new Error('book pages: expected the booking page script in book-page.html');
  const font = brandFontUrl(css);
  const loader = bookLoader(script[1]!, font);
  const template = built.replace(script[0], '').replace('</body>', () => `<script type="module">${loader}</script>\n  </body>`);
  const every = LANGUAGES.flatMap((language) =>
    BOOK_SCREENS.flatMap((screen) => [true, false].map((m) => render(specimen(language, screen, m)))),
  );
  // The document's own elements (html, body...) count too: the base styles are set on them.
  const { inline } = pageStyles(
    css,
    template.replace('<!--app-html-->', () => every.join('\n')),
  );
  const styles = withoutFontFace(inline, BRAND_FONT);
  const icon = iconInDocument(client);
  const page = (language: Language, head: string, html: string) =>
    template
      .replace('<html lang="en">', `<html lang="${language}">`)
      .replace('<!--app-head-->', () => `${head}\n    <style>${styles}</style>`)
      .replace('<!--app-html-->', () => html);
  for (const language of LANGUAGES)
    writeFileSync(
      join(client, BOOK_FILES[language]),
      page(language, bookHead(language, undefined, icon), render(firstView(language, WEB_HOLD_MINUTES, BUILT_BUSINESS))),
    );
  // The server's template for a visitor's own link: not indexed; filled with each screen at request time.
  writeFileSync(join(client, BOOK_TEMPLATE), page('en', pageHead(BOOK_COPY.en.title, undefined, icon), '<!--app-html-->'));
  return loader;
}
