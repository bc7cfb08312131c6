// Who is told what, in one registry: every kind of subject the outbox carries has its notice,
// whose subject codec reads back what it wrote; and no subject id is split by hand anywhere else
// (both ends of a delivery use the notice's codec).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';
import { SUBJECT_KINDS } from '../../src/server/platform/outbox/deliveries.ts';
import { NOTICES, type AnyNotice } from '../../src/server/app/wiring/notice-registry.ts';

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
