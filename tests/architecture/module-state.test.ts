// The business is a value handed to what needs it, never a module's state: no file in src/server
// or src/common declares a top-level `let` (tests included), so two apps in one process cannot
// see each other's business through a module. And stores are composed, not stacked: no project
// class extends a project class that itself extends another.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = (...dirs: string[]) => dirs.flatMap((dir) => sourceFiles(join(ROOT, 'src', dir)));

it('no file in src/server or src/common declares a top-level let', () => {
  const found = files('server', 'common').flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => (/^(export )?let /.test(line) ? [`${relative(ROOT, file)}:${i + 1}`] : [])),
  );
  expect(found).toEqual([]);
});

it('no project class extends a project class that extends a third', () => {
  const parents = new Map<string, string>();
  for (const file of files('server', 'common', 'client'))
    for (const [, child, parent] of readFileSync(file, 'utf8').matchAll(/^export (?:abstract )?class (\w+) extends (\w+)/gm))
      parents.set(child!, parent!);
  const chains = [...parents].flatMap(([child, parent]) => {
    const grand = parents.get(parent);
    return grand && parents.has(grand)
      ? [`${child} → ${parent} → ${grand} → ${parents.get(grand)}`]
      : grand
        ? [`${child} → ${parent} → ${grand}`]
        : [];
  });
  // Error subclasses extend the language's Error, which is not a project class.
  expect(parents.size).toBeGreaterThan(3);
  expect(chains).toEqual([]);
});
