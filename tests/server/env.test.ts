import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../../src/server/env.ts';
import { photoStorageFrom } from '../../src/server/field/photos/photo-storage.ts';

describe('loadEnv', () => {
  it('names every bad setting in one error, and never echoes a secret', () => {
    const secretish = 'too-short-secret';
    let message = '';
    try {
      loadEnv({ PORT: 'eighty', VAPI_TOOLS_SECRET: 'too-short', CONTACT_WEBHOOK_URL: `ftp://${secretish}@hooks.example` });
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      message = (error as Error).message;
    }
    expect(message).toContain('PORT: must be a port number (got "eighty")');
    expect(message).toContain('VAPI_TOOLS_SECRET: must be at least 16 characters (value not shown: it is a secret)');
    expect(message).toContain('CONTACT_WEBHOOK_URL: must be an http(s) URL (value not shown: it is a secret)');
    expect(message).not.toContain('too-short');
  });

  it('a bucket key written into a bucket URL is never printed: masked in the error, and in where photos are kept', () => {
    let message = '';
    try {
      loadEnv({ BACKUP_URL: 's3://AKIAEXAMPLEKEY:wJalrXUtnFEMI@backups/canfresh', PHOTO_BUCKET_URL: 's3://photos/x?secret=wJalrXUtnFEMI' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('BACKUP_URL: must name a bucket: s3://bucket/path (got "s3://***:***@backups/canfresh")');
    expect(message).not.toMatch(/AKIAEXAMPLEKEY|wJalrXUtnFEMI/);
    const env = loadEnv({
      PHOTO_BUCKET_URL: 's3://photos/x?secret=wJalrXUtnFEMI',
      PHOTO_ACCESS_KEY_ID: 'id',
      PHOTO_SECRET_ACCESS_KEY: 'secret',
    });
    expect(photoStorageFrom(env).where).toBe('s3://photos/x?secret=***');
  });

  it('blank values count as unset and take their defaults', () => {
    expect(loadEnv({ PORT: ' ', HOST: '', VAPI_TOOLS_SECRET: '' })).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      VAPI_TOOLS_SECRET: undefined,
    });
  });
});
