// Who is told what, in one registry: every kind of subject the outbox carries has its notice,
// whose subject codec reads back what it wrote; and no subject id is split by hand anywhere else
// (both ends of a delivery use the notice's codec).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';
import { NOTICES, SUBJECT_KINDS, type AnyNotice } from '../../src/server/app/wiring/notice-registry.ts';

const ROOT = join(import.meta.dirname, '..', '..');

it('every subject kind has its notice, and each notice reads back the id it writes', () => {
  for (const kind of SUBJECT_KINDS) {
    const notice: AnyNotice = NOTICES[kind];
    expect(notice.kind, kind).toBe(kind);
    const id = notice.id.encode(notice.id.decode('first|second'));
    expect(notice.id.decode(id), kind).toEqual(notice.id.decode('first|second'));
  }
});

it("no subject id is split by hand: only the outbox's codecs (and history, the visits' migration) read one apart", () => {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) files.push(path);
    }
  };
  walk(join(ROOT, 'src', 'server'));
  const splitting = files
    .filter((file) => readFileSync(file, 'utf8').includes(".split('|')"))
    .map((file) => relative(ROOT, file))
    .filter((file) => file !== 'src/server/platform/outbox/subject-ids.ts' && file !== 'src/server/customers/bookings/visits-migration.ts');
  expect(splitting).toEqual([]);
});

it('each kind of delivery is declared by the area whose notice carries it, never by the platform', () => {
  const declared = new Map<string, string>();
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
    });
  for (const file of walk(join(ROOT, 'src', 'server'))) {
    const body = /interface SubjectKinds \{([^}]*)\}/.exec(readFileSync(file, 'utf8'))?.[1];
    for (const [, kind] of body?.matchAll(/^\s*'?([a-z-]+)'?: true;/gm) ?? []) declared.set(kind!, relative(ROOT, file));
  }
  expect([...declared.keys()].sort()).toEqual([...SUBJECT_KINDS].sort());
  expect([...declared.values()].filter((file) => file.startsWith('src/server/platform/'))).toEqual([]);
  // A kind is declared in the group whose notice carries it: a file of that group defines it.
  for (const [kind, file] of declared) {
    const group = join(ROOT, ...file.split('/').slice(0, 3));
    const definers = walk(group).filter((other) => other !== join(ROOT, file) && readFileSync(other, 'utf8').includes(`'${kind}'`));
    expect(definers.length, `${kind} in ${file}`).toBeGreaterThan(0);
  }
});
