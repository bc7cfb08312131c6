// The server's answers to a contact form the browser sent by itself: the build's form-result.html
// template, filled at request time by the page's own components (the prerender bundle's
// renderFormPage). Rendered only on that rare path; the page's usual answers are prerendered.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderFormPage } from '../../common/form-post.ts';
import { RUNTIME_CONFIG_PLACEHOLDER } from '../../common/runtime-config.ts';

export async function loadFormPageRenderer(staticDir: string): Promise<RenderFormPage> {
  const template = readFileSync(join(staticDir, 'form-result.html'), 'utf8').replace(RUNTIME_CONFIG_PLACEHOLDER, '');
  const bundle: { renderFormPage: RenderFormPage } = await import(pathToFileURL(join(staticDir, '..', 'ssr', 'entry-server.js')).href);
  return (page) => template.replace('<!--app-html-->', () => bundle.renderFormPage(page));
}
