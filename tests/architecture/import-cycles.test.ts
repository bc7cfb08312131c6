// No import cycles anywhere in the project, type-only imports included: a cycle is two modules
// that cannot be understood (or loaded) one without the other. TypeScript's own scanner lists
// each file's imports; strongly connected components of that graph are the cycles.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');

function* sources(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts')) yield path;
  }
}

/** Every project file a file imports (statically, dynamically, or for types only). */
function importsOf(file: string, known: Set<string>): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((name) => name.startsWith('.'))
    .map((name) => resolve(dirname(file), name))
    .filter((path) => known.has(path));
}

/** Tarjan's algorithm: the groups of files that reach each other. */
function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    order.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, order.get(next)!));
    }
    if (low.get(node) === order.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || graph.get(node)!.includes(node)) found.push(group);
    }
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return found;
}

it('no module is part of an import cycle (type-only imports count too)', () => {
  const files = ['src', 'scripts', 'tests'].flatMap((dir) => [...sources(join(ROOT, dir))]);
  const known = new Set(files);
  const graph = new Map(files.map((file) => [file, importsOf(file, known)]));
  expect(files.length).toBeGreaterThan(150);
  expect([...graph.values()].flat().length).toBeGreaterThan(300);
  expect(cycles(graph).map((group) => group.map((file) => relative(ROOT, file)).sort())).toEqual([]);
});
