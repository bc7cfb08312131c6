// No import cycles anywhere in the project, type-only imports included: a cycle is two modules
// that cannot be understood (or loaded) one without the other.
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';
import { cycles, importGraph, ROOT, sources } from './import-graph.ts';

it('no module is part of an import cycle (type-only imports count too)', () => {
  const files = ['src', 'scripts', 'tests'].flatMap((dir) => [...sources(join(ROOT, dir))]);
  const graph = importGraph(files);
  expect(files.length).toBeGreaterThan(150);
  expect([...graph.values()].flat().length).toBeGreaterThan(300);
  expect(cycles(graph).map((group) => group.map((file) => relative(ROOT, file)).sort())).toEqual([]);
});
