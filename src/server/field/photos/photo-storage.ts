// Where photos' bytes live: under DATA_DIR by default, or in an S3-compatible bucket (R2, B2,
// MinIO, S3) when one is set. A local write goes to a temporary file first and is renamed into
// place, and an S3 PUT stores all or nothing, so an upload cut halfway leaves nothing half-written.
// aws4fetch signs the requests (SigV4) over fetch: two calls need no full SDK.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { basename, dirname, join, resolve } from 'node:path';
import { AwsClient } from 'aws4fetch';
import { maskedUrl } from '../../../common/masked-url.ts';
import type { Env } from '../../env.ts';

export interface PhotoStorage {
  /** Where photos go, for the log: a folder or a bucket's URL. */
  where: string;
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
}

export function localPhotoStorage(directory: string): PhotoStorage {
  return {
    where: directory,
    async put(key, bytes) {
      // Written beside its place and renamed into it: a photo is there whole or not at all.
      const target = join(directory, key);
      await mkdir(dirname(target), { recursive: true });
      const temporary = join(dirname(target), `.${basename(target)}.${randomUUID()}.part`);
      await writeFile(temporary, bytes);
      await rename(temporary, target);
    },
    async get(key) {
      try {
        return await readFile(join(directory, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
  };
}

export interface BucketSettings {
  /** s3://bucket/prefix */
  url: string;
  /** The store's endpoint (https://<account>.r2.cloudflarestorage.com); AWS's own when unset. */
  endpoint: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  region?: string;
}

export function bucketPhotoStorage({ url, endpoint, accessKeyId, secretAccessKey, region = 'auto' }: BucketSettings): PhotoStorage {
  const { host: bucket, pathname } = new URL(url);
  const prefix = pathname.replace(/^\/+|\/+$/g, '');
  const base = `${(endpoint ?? `https://s3.${region === 'auto' ? 'us-east-1' : region}.amazonaws.com`).replace(/\/+$/, '')}/${bucket}`;
  const client = new AwsClient({ accessKeyId, secretAccessKey, service: 's3', region: region === 'auto' ? 'us-east-1' : region });
  const objectUrl = (key: string) => `${base}/${prefix ? `${prefix}/` : ''}${key.split('/').map(encodeURIComponent).join('/')}`;
  return {
    where: maskedUrl(url),
    async put(key, bytes) {
      const res = await client.fetch(objectUrl(key), {
        method: 'PUT',
        body: new Uint8Array(bytes),
        headers: { 'content-type': 'image/jpeg' },
      });
      if (!res.ok) throw new Error(`the photo bucket answered ${res.status} to a PUT`);
    },
    async get(key) {
      const res = await client.fetch(objectUrl(key));
      if (res.status === 404) return undefined;
      if (!res.ok) throw new Error(`the photo bucket answered ${res.status} to a GET`);
      return Buffer.from(await res.arrayBuffer());
    },
  };
}

/** Where photos go: their own bucket, the backup's bucket (under photos/), or a folder under DATA_DIR. */
export function photoStorageFrom(env: Env): PhotoStorage {
  const bucket = env.PHOTO_BUCKET_URL ?? (env.BACKUP_URL?.startsWith('s3:') ? `${env.BACKUP_URL.replace(/\/+$/, '')}/photos` : undefined);
  const accessKeyId = env.PHOTO_ACCESS_KEY_ID ?? env.BACKUP_ACCESS_KEY_ID;
  const secretAccessKey = env.PHOTO_SECRET_ACCESS_KEY ?? env.BACKUP_SECRET_ACCESS_KEY;
  if (!bucket || !accessKeyId || !secretAccessKey) return localPhotoStorage(resolve(env.DATA_DIR, 'photos'));
  const endpoint = env.PHOTO_BUCKET_URL ? (env.PHOTO_S3_ENDPOINT ?? env.BACKUP_S3_ENDPOINT) : env.BACKUP_S3_ENDPOINT;
  return bucketPhotoStorage({ url: bucket, endpoint, accessKeyId, secretAccessKey, region: env.BACKUP_S3_REGION });
}
