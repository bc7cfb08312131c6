// The server's answers to a contact form the browser sent by itself: the build's form-result.html
// template, filled at request time by the page's own components (the server bundle's
// renderFormPage). Rendered only on that rare path; the page's usual answers are prerendered.
import type { FormPage, RenderFormPage } from '../../../common/form-post.ts';
import { loadServerPage } from '../../platform/http/server-page.ts';
import { PAGE_CATALOGS } from '../../../common/copy/page-catalogs.ts';
import { byLanguage } from '../../../common/languages.ts';
import type { PageBusiness } from '../../../common/page-business.ts';

export const loadFormPageRenderer = (staticDir: string, business: () => PageBusiness): Promise<RenderFormPage> =>
  loadServerPage<FormPage>(
    staticDir,
    'form-result.html',
    'renderFormPage',
    business,
    byLanguage((language) => PAGE_CATALOGS[language].formResult.pageTitle),
  );
