// A file holds one job: no server file (tests aside) runs past 400 lines, so a change to one job
// reads one short file. The bookings store is split by what each part does (its reads, the
// changes, the pauses and holds, over one common ground).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const MAX_LINES = 400;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

it(`no file in src/server is over ${MAX_LINES} lines`, () => {
  const files = sourceFiles(join(ROOT, 'src', 'server'));
  expect(files.length).toBeGreaterThan(100);
  const long = files
    .map((file) => [relative(ROOT, file), readFileSync(file, 'utf8').split('\n').length] as const)
    .filter(([, lines]) => lines > MAX_LINES);
  expect(long).toEqual([]);
});
