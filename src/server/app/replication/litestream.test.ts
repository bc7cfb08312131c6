import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../env.ts';
import { litestreamConfig, litestreamEnv } from './litestream.ts';

describe("Litestream's configuration", () => {
  it('an S3-compatible bucket: bucket, path, region and endpoint in the file; the keys only in its environment', () => {
    const env = loadEnv({
      DATA_DIR: '/srv/canfresh',
      BACKUP_URL: 's3://canfresh-backups/prod/db',
      BACKUP_S3_ENDPOINT: 'https://0123.r2.cloudflarestorage.com',
      BACKUP_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      BACKUP_SECRET_ACCESS_KEY: 'very-secret-key',
    });
    const config = litestreamConfig(env);
    expect(config).toBe(
      [
        'dbs:',
        '  - path: "/srv/canfresh/leads.db"',
        '    replicas:',
        '      - type: s3',
        '        bucket: "canfresh-backups"',
        '        path: "prod/db"',
        '        region: "us-east-1"',
        '        endpoint: "https://0123.r2.cloudflarestorage.com"',
        '        force-path-style: true',
        '        sync-interval: 1s',
        '',
      ].join('\n'),
    );
    expect(config).not.toContain('very-secret-key');
    expect(litestreamEnv(env)).toEqual({ LITESTREAM_ACCESS_KEY_ID: 'AKIDEXAMPLE', LITESTREAM_SECRET_ACCESS_KEY: 'very-secret-key' });
  });

  it('a folder on another disk: a file replica', () => {
    const config = litestreamConfig(loadEnv({ DATA_DIR: '/srv/canfresh', BACKUP_URL: 'file:///mnt/backup/canfresh' }));
    expect(config).toContain('      - type: file\n        path: "/mnt/backup/canfresh"\n        sync-interval: 1s\n');
  });

  it('a bad BACKUP_URL, or an s3:// one without its keys, stops the server with a message naming each', () => {
    expect(() => loadEnv({ BACKUP_URL: 'https://example.com/backup' })).toThrow(
      /BACKUP_URL: must be s3:\/\/bucket\/path or file:\/\/\/path/,
    );
    expect(() => loadEnv({ BACKUP_URL: 's3://canfresh-backups/db' })).toThrow(
      /BACKUP_ACCESS_KEY_ID: is needed with an s3:\/\/ BACKUP_URL[\s\S]*BACKUP_SECRET_ACCESS_KEY/,
    );
  });
});
