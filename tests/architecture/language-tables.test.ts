// A language is data: every table the code keeps by language (a `Record<Language, ...>`) is listed
// in the catalogs' indexes, so a new language (or the pseudo-locale, tests/i18n/) reaches each.
// The page's own loaders (a dynamic import per language) are the exception: the compiler holds
// them, and the pseudo-locale test draws the page from the catalogs they load.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
// What each index lists (its imports set aside: a table imported and not listed is not reached).
const INDEXES = ['src/common/copy/catalogs.ts', 'src/server/app/wiring/catalogs.ts'].map((file) =>
  readFileSync(join(ROOT, file), 'utf8').replace(/^import[^;]*;/gm, ''),
);
const LOADERS = new Set(['src/client/copy/page-copy.tsx', 'src/client/copy/panel-copy.tsx']);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Each top-level `const` of a file that is a table by language: typed, or checked, as a Record<Language, ...>. */
function tablesOf(text: string): string[] {
  const declarations = text.split(/^(?=(?:export )?(?:const|let|function|type|interface|class) )/m);
  return declarations.flatMap((declaration) => {
    const name = /^(?:export )?const (\w+)/.exec(declaration)?.[1];
    const head = declaration.split('=')[0]!;
    const kept = /Record<\s*Language\s*,/.test(head) || /\} (?:as const )?satisfies Record<\s*Language\s*,/.test(declaration);
    return name && kept ? [name] : [];
  });
}

it('every table kept by language is in a catalogs index', () => {
  const tables = sources(join(ROOT, 'src')).flatMap((file) => {
    const name = relative(ROOT, file);
    return LOADERS.has(name) ? [] : tablesOf(readFileSync(file, 'utf8')).map((table) => `${name} ${table}`);
  });
  expect(tables.length).toBeGreaterThan(15);
  expect(tables.filter((entry) => !INDEXES.some((index) => new RegExp(`\\b${entry.split(' ')[1]}\\b`).test(index)))).toEqual([]);
});
