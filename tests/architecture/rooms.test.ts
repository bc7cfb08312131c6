// The server's house kept easy to read: its root holds the entry files alone (what joins rooms
// lives in a room named for what it does), and docs/architecture.md names every room there is.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const SERVER = join(ROOT, 'src', 'server');
const entries = readdirSync(SERVER, { withFileTypes: true });

it("the server's root holds its four entry files and nothing else loose", () => {
  expect(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
      .sort(),
  ).toEqual(['app.ts', 'env.ts', 'server.ts', 'start.ts']);
});

it('docs/architecture.md names every room of the server', () => {
  const doc = readFileSync(join(ROOT, 'docs', 'architecture.md'), 'utf8');
  const rooms = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  expect(rooms.length).toBeGreaterThan(20);
  expect(rooms.filter((room) => !new RegExp(`(^|[\\s(,])${room}/`, 'm').test(doc))).toEqual([]);
});
