// Turns src/client/page-loader.ts into the page's inline script: types stripped, minified, and
// called with the built stylesheet and app entry. Rolldown (the bundler Vite runs) does both,
// so the script is written once as readable, type-checked code.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { minifySync, transformSync } from 'rolldown/utils';

const SOURCE = join(import.meta.dirname, '..', 'src', 'client', 'page-loader.ts');

export function inlineLoader(stylesheet: string, app: string): string {
  const stripped = transformSync(SOURCE, readFileSync(SOURCE, 'utf8'), { lang: 'ts' });
  if (stripped.errors.length) throw new AggregateError(stripped.errors, 'page-loader.ts did not compile');
  const program = `${stripped.code.replace(/^export function pageLoader/m, 'function pageLoader')}\npageLoader(${JSON.stringify(stylesheet)}, ${JSON.stringify(app)});`;
  const { code, errors } = minifySync('page-loader.js', program, { compress: true, mangle: { toplevel: true } });
  if (errors.length) throw new AggregateError(errors, 'page-loader.ts did not minify');
  if (!code.includes(app)) throw new Error('the minified loader lost the app entry');
  return code.trim();
}
