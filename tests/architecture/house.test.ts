// The server's house kept easy to read: its root holds the entry files alone, every other file
// sits in a group (a business area) with a README that names its rooms, docs/architecture.md
// names every group, and imports run one way between folders at every depth: no folder imports
// one that, directly or through others, imports it back.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { expect, it } from 'vitest';
import { cycles, importGraph, ROOT, sources } from './import-graph.ts';

const SERVER = join(ROOT, 'src', 'server');
const folders = (dir: string) => readdirSync(dir).filter((name) => statSync(join(dir, name)).isDirectory());
const groups = folders(SERVER);
const named = (doc: string, name: string) => new RegExp(`(^|[\\s(,\`])${name}/`, 'm').test(doc);

it("the server's root holds its four entry files, and every other file sits in a group", () => {
  const loose = readdirSync(SERVER).filter((name) => !statSync(join(SERVER, name)).isDirectory());
  expect(loose.sort()).toEqual(['app.ts', 'env.ts', 'server.ts', 'start.ts']);
  expect(groups.length).toBeGreaterThanOrEqual(5);
});

it('docs/architecture.md names every group, and each group has a README naming its rooms', () => {
  const doc = readFileSync(join(ROOT, 'docs', 'architecture.md'), 'utf8');
  expect(groups.filter((group) => !named(doc, group))).toEqual([]);
  const unnamed = groups.flatMap((group) => {
    const readme = join(SERVER, group, 'README.md');
    if (!existsSync(readme)) return [`${group}/README.md`];
    const text = readFileSync(readme, 'utf8');
    return folders(join(SERVER, group))
      .filter((room) => !named(text, room))
      .map((room) => `${group}/${room}`);
  });
  expect(unnamed).toEqual([]);
});

it('no folder of src/server imports one that imports it back, at any depth', () => {
  const graph = importGraph([...sources(SERVER)].filter((file) => !file.endsWith('.test.ts')));
  // Each folder's children (files and folders) as the nodes, an arrow where a file under one imports a file under another.
  const circles: string[] = [];
  const look = (dir: string) => {
    const childOf = (file: string) => {
      const rel = relative(dir, file);
      return rel.startsWith('..') ? undefined : rel.split(sep)[0]!;
    };
    const arrows = new Map<string, Set<string>>();
    for (const [file, imports] of graph) {
      const from = childOf(file);
      if (from === undefined) continue;
      if (!arrows.has(from)) arrows.set(from, new Set());
      for (const target of imports) {
        const to = childOf(target);
        if (to !== undefined && to !== from) arrows.get(from)!.add(to);
      }
    }
    const children = new Map([...arrows].map(([child, to]) => [child, [...to]]));
    for (const circle of cycles(children)) circles.push(`${relative(ROOT, dir)}: ${circle.sort().join(' <-> ')}`);
    for (const folder of folders(dir)) look(join(dir, folder));
  };
  look(SERVER);
  expect(graph.size).toBeGreaterThan(200);
  expect(circles).toEqual([]);
});
