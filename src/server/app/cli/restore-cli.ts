// `npm run restore -- --to DIR [--at TIME]`: the replica at BACKUP_URL (or its state at a moment)
// restored into a folder for a look, as DIR/leads.db, without touching the live store: the owner's
// commands read it with DATA_DIR=DIR.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DATABASE_FILE } from '../../platform/db/database.ts';
import type { Env } from '../../env.ts';
import { databasePath, litestreamBinary, litestreamEnv, replicaSpan, writeLitestreamConfig } from '../replication/litestream.ts';
import { askedForHelp, toStdout, type Out } from './command.ts';

const USAGE = 'npm run restore -- --to DIR [--at 2026-11-24T09:30:00Z]';

export function runRestoreCli(argv: string[], env: Env, out: Out = toStdout): number {
  if (askedForHelp(argv, USAGE, out)) return 0;
  const { values } = parseArgs({ args: argv, options: { to: { type: 'string' }, at: { type: 'string' } } });
  if (!env.BACKUP_URL) return (out('BACKUP_URL is not set: there is no replica to restore.\n'), 1);
  if (!values.to) return (out(`--to: the folder to restore into. ${USAGE}\n`), 1);
  const at = values.at === undefined ? undefined : new Date(values.at);
  if (at && Number.isNaN(at.getTime()))
    return (out('--at: a moment such as 2026-11-24T09:30:00Z (UTC) or 2026-11-24T04:30:00-05:00.\n'), 1);
  const target = resolve(values.to);
  if (databasePath(target) === databasePath(env.DATA_DIR)) return (out('--to is the live DATA_DIR: restore into another folder.\n'), 1);
  if (existsSync(join(target, DATABASE_FILE))) return (out(`${join(target, DATABASE_FILE)} exists already: pick an empty folder.\n`), 1);
  mkdirSync(target, { recursive: true });
  const configDir = mkdtempSync(join(tmpdir(), 'canfresh-restore-'));
  try {
    const config = writeLitestreamConfig(env, configDir);
    const childEnv = { ...process.env, ...litestreamEnv(env) };
    const db = databasePath(env.DATA_DIR);
    // A moment after the replica's last write is the latest state: Litestream itself finds no backup 'as of' it.
    const span = at ? replicaSpan(litestreamBinary(), config, db, childEnv) : undefined;
    if (at && span && at < span.first)
      return (out(`Not restored: the replica's oldest state is of ${span.first.toISOString()}, after --at.\n`), 1);
    const asOf = at && span && at >= span.last ? undefined : at;
    const args = ['restore', '-config', config, '-o', join(target, DATABASE_FILE), ...(asOf ? ['-timestamp', asOf.toISOString()] : [])];
    const result = spawnSync(litestreamBinary(), [...args, db], { env: childEnv, encoding: 'utf8' });
    if (result.status !== 0) return (out(`Not restored: ${(result.stderr || result.stdout).trim().split('\n').at(-1) ?? ''}\n`), 1);
    const what = asOf
      ? `as of ${asOf.toISOString()}`
      : at && span
        ? `the latest state (its last write, ${span.last.toISOString()}, is before ${at.toISOString()})`
        : 'the latest state';
    out(`Restored ${what} into ${join(target, DATABASE_FILE)}.\n`);
    return 0;
  } finally {
    rmSync(configDir, { recursive: true, force: true });
  }
}
