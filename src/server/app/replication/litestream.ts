// The store streamed off the machine with Litestream: every committed change to the database is
// shipped to BACKUP_URL (an S3-compatible bucket, or a folder on another disk) within a second,
// and a new machine with the same settings restores it before it serves. The Litestream binary
// comes from npm (@flydotio/litestream-linux-x64, the one platform package the registry serves
// here), or from PATH elsewhere; this file knows its command line and writes its configuration. The bucket's keys travel in Litestream's own environment
// variables, never in the configuration file.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DATABASE_FILE } from '../../platform/db/database.ts';
import type { Env } from '../../env.ts';

/** Litestream checks for changes this often: a committed change reaches the replica within about a second. */
export const SYNC_INTERVAL = '1s';

export type BackupSettings = Pick<
  Env,
  'DATA_DIR' | 'BACKUP_URL' | 'BACKUP_S3_ENDPOINT' | 'BACKUP_S3_REGION' | 'BACKUP_ACCESS_KEY_ID' | 'BACKUP_SECRET_ACCESS_KEY'
>;

/** The Litestream binary: this platform's npm package's, else `litestream` on PATH (install Litestream 0.3.x). */
export function litestreamBinary(): string {
  try {
    const binary = fileURLToPath(import.meta.resolve(`@flydotio/litestream-${process.platform}-${process.arch}/litestream`));
    if (existsSync(binary)) return binary;
  } catch {
    // no package for this platform
  }
  return 'litestream';
}

export const databasePath = (dataDir: string) => resolve(dataDir, DATABASE_FILE);

/** The replica, as Litestream's configuration describes it. */
function replica(settings: BackupSettings): string[] {
  const url = new URL(settings.BACKUP_URL!);
  if (url.protocol === 'file:') return ['      - type: file', `        path: ${JSON.stringify(fileURLToPath(url))}`];
  const path = url.pathname.replace(/^\/+|\/+$/g, '');
  return [
    '      - type: s3',
    `        bucket: ${JSON.stringify(url.hostname)}`,
    `        path: ${JSON.stringify(path || 'canfresh')}`,
    `        region: ${JSON.stringify(settings.BACKUP_S3_REGION)}`,
    ...(settings.BACKUP_S3_ENDPOINT
      ? [`        endpoint: ${JSON.stringify(settings.BACKUP_S3_ENDPOINT)}`, '        force-path-style: true']
      : []),
  ];
}

/** Litestream's configuration for this server's database and replica (YAML; JSON strings are YAML strings). */
export function litestreamConfig(settings: BackupSettings): string {
  return [
    'dbs:',
    `  - path: ${JSON.stringify(databasePath(settings.DATA_DIR))}`,
    '    replicas:',
    ...replica(settings),
    `        sync-interval: ${SYNC_INTERVAL}`,
    '',
  ].join('\n');
}

/** Writes the configuration (beside the database unless told where; readable by this user only) and gives its path. */
export function writeLitestreamConfig(settings: BackupSettings, dir = settings.DATA_DIR): string {
  const file = join(resolve(dir), 'litestream.yml');
  writeFileSync(file, litestreamConfig(settings), { mode: 0o600 });
  chmodSync(file, 0o600);
  return file;
}

/** The environment Litestream reads the bucket's keys from. */
export const litestreamEnv = (settings: BackupSettings): Record<string, string> =>
  settings.BACKUP_ACCESS_KEY_ID && settings.BACKUP_SECRET_ACCESS_KEY
    ? { LITESTREAM_ACCESS_KEY_ID: settings.BACKUP_ACCESS_KEY_ID, LITESTREAM_SECRET_ACCESS_KEY: settings.BACKUP_SECRET_ACCESS_KEY }
    : {};

/** Set in the server's own environment when it runs under Litestream: the database then leaves checkpoints to it. */
export const REPLICATED_MARKER = 'CANFRESH_REPLICATED' satisfies keyof Env;

/**
 * The times of the replica's first snapshot and last write (from Litestream's own listings), or
 * undefined when it lists none. Litestream restores 'as of' a moment only between the two: after
 * the last write the latest state is that moment's state.
 */
export function replicaSpan(binary: string, config: string, db: string, env: NodeJS.ProcessEnv): { first: Date; last: Date } | undefined {
  const times = (command: 'snapshots' | 'wal') => {
    const listed = spawnSync(binary, [command, '-config', config, db], { env, encoding: 'utf8' });
    return listed.status === 0 ? [...listed.stdout.matchAll(/\b(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ)\b/g)].map((m) => Date.parse(m[1]!)) : [];
  };
  const snapshots = times('snapshots');
  const all = [...snapshots, ...times('wal')];
  if (!snapshots.length) return undefined;
  return { first: new Date(Math.min(...snapshots)), last: new Date(Math.max(...all)) };
}
