// Turns a page's loader (src/client/page-loader.ts, the booking page's book/book-loader.ts) into
// the page's inline script: types stripped, minified, and called with the built files' addresses.
// Rolldown (the bundler Vite runs) does both, so each is written once as readable, type-checked code.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { minifySync, transformSync } from 'rolldown/utils';

const CLIENT = join(import.meta.dirname, '..', 'src', 'client');

/** A loader's source (one exported function) compiled to an inline script that calls it with `args`. */
function inlineCall(file: string, fn: string, args: string[]): string {
  const source = join(CLIENT, file);
  const stripped = transformSync(source, readFileSync(source, 'utf8'), { lang: 'ts' });
  if (stripped.errors.length) throw new AggregateError(stripped.errors, `${file} did not compile`);
  const program = `${stripped.code.replace(new RegExp(`^export function ${fn}`, 'm'), `function ${fn}`)}\n${fn}(${args.map((a) => JSON.stringify(a)).join(', ')});`;
  const { code, errors } = minifySync(file, program, { compress: true, mangle: { toplevel: true } });
  if (errors.length) throw new AggregateError(errors, `${file} did not minify`);
  if (!args.every((arg) => code.includes(arg))) throw new Error(`the minified ${file} lost its arguments`);
  return code.trim();
}

/** The home page's loader: the rest of the stylesheet and the app, after the hero's paint. */
export const inlineLoader = (stylesheet: string, app: string) => inlineCall('page-loader.ts', 'pageLoader', [stylesheet, app]);

/** The booking page's loader: its script, on the visitor's first touch, key or focus; the brand font after the first paint. */
export const bookLoader = (script: string, font: string) => inlineCall('book/book-loader.ts', 'bookLoader', [script, font]);
