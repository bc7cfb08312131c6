// The page every public address answers with while the business is not open yet (a new install
// whose owner has not answered the first run's setup): the build's page template, no business
// named in it (its title is the page's own), and the card saying it opens soon.
import { OPENING_SOON_COPY } from '../../../common/copy/opening-soon-copy.ts';
import { byLanguage, type Language } from '../../../common/languages.ts';
import { escapeHtml } from '../../../common/html-escape.ts';
import { BUILT_BUSINESS } from '../../../common/page-business.ts';
import { compressPage, type CompressedPage } from '../../platform/http/compressed-page.ts';
import { loadServerPage } from '../../platform/http/server-page.ts';

export type OpeningSoonPages = Record<Language, CompressedPage>;

export async function openingSoonPages(staticDir: string): Promise<OpeningSoonPages> {
  // It names no business: the owner has not given theirs yet.
  const render = await loadServerPage<{ language: Language }>(staticDir, 'form-result.html', 'renderOpeningSoon', () => BUILT_BUSINESS);
  return byLanguage((language) =>
    compressPage(render({ language }).replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(OPENING_SOON_COPY[language].title)}</title>`)),
  );
}
