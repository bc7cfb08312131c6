// A loopback S3-compatible store for the replica: s3rver (the npm registry's fake S3 server) on a
// folder of its own, with one bucket. It can stop and start on the same port, like a store that is
// out of reach for a while.
//
// One repair: s3rver's listing with a delimiter does not descend below the prefix's next level,
// so keys two levels down never appear as common prefixes (Litestream lists its generations that
// way and found none). Listings with a delimiter are made here from the full listing instead.
//
// Two: S3 stores an object whole or not at all, but s3rver writes a PUT's body to disk as it
// arrives, so an upload cut off (its sender killed) left a truncated object that listings and
// reads served, and a restore then failed on it ('cannot download wal ...: EOF'). A body is
// taken here in full and stored whole (the store's own put, with its file written beside and
// renamed); one that ends early is refused and stores nothing.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import S3rver from 's3rver';

export const FAKE_S3_BUCKET = 'canfresh-backups';
/** s3rver's own fixed credentials. */
export const FAKE_S3_KEY = { id: 'S3RVER', secret: 'S3RVER' };

interface Listed {
  objects: { key: string }[];
  commonPrefixes: string[];
  isTruncated: boolean;
}
type ListObjects = (
  bucket: string,
  options: { delimiter?: string; prefix?: string; maxKeys?: number; startAfter?: string },
) => Promise<Listed>;

export interface FakeS3 {
  /** The endpoint, e.g. http://127.0.0.1:4569. */
  url: string;
  directory: string;
  stop: () => Promise<void>;
  start: () => Promise<void>;
  close: () => Promise<void>;
}

function withDelimiterListing(server: S3rver) {
  const store = (server as unknown as { store: { listObjects: ListObjects } }).store;
  const everything = store.listObjects.bind(store);
  store.listObjects = async (bucket, { delimiter = '', prefix = '', maxKeys = Infinity, ...rest }) => {
    if (!delimiter) return everything(bucket, { prefix, maxKeys, ...rest });
    const all = await everything(bucket, { prefix, ...rest });
    const objects = [];
    const prefixes = new Set<string>();
    for (const object of all.objects) {
      const at = object.key.slice(prefix.length).indexOf(delimiter);
      if (at === -1) objects.push(object);
      else prefixes.add(object.key.slice(0, prefix.length + at + delimiter.length));
    }
    return { objects: objects.slice(0, maxKeys), commonPrefixes: [...prefixes].sort(), isTruncated: objects.length > maxKeys };
  };
}

interface Store {
  getResourcePath: (bucket: string, key: string, resource: string) => string;
  putMetadata: (bucket: string, key: string, metadata: object, md5: string) => Promise<void>;
  putObject: (object: {
    bucket: string;
    key: string;
    metadata: object;
    content: Buffer | Readable;
  }) => Promise<{ size: number; md5: string }>;
}

function withWholePuts(server: S3rver) {
  const store = (server as unknown as { store: Store }).store;
  store.putObject = async ({ bucket, key, metadata, content }) => {
    // Rejects when the request ends before its body does (a premature close): nothing is written.
    const body = Buffer.isBuffer(content) ? content : await buffer(content);
    // Written beside, then renamed: a reader sees the old object or the new one, never a part.
    const path = store.getResourcePath(bucket, key, 'object');
    await mkdir(dirname(path), { recursive: true });
    await writeFile(`${path}.part`, body);
    await rename(`${path}.part`, path);
    const md5 = createHash('md5').update(body).digest('hex');
    await store.putMetadata(bucket, key, metadata, md5);
    return { size: body.length, md5 };
  };
}

export async function startFakeS3(port = 0): Promise<FakeS3> {
  const directory = mkdtempSync(join(tmpdir(), 'canfresh-s3-'));
  const make = (on: number) => {
    const server = new S3rver({
      address: '127.0.0.1',
      port: on,
      silent: true,
      directory,
      configureBuckets: [{ name: FAKE_S3_BUCKET, configs: [] }],
    });
    withDelimiterListing(server);
    withWholePuts(server);
    return server;
  };
  let server = make(port);
  const { port: bound } = await server.run();
  let running = true;
  const stop = async () => {
    if (running) await server.close();
    running = false;
  };
  return {
    url: `http://127.0.0.1:${bound}`,
    directory,
    stop,
    start: async () => {
      server = make(bound);
      await server.run();
      running = true;
    },
    close: async () => {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
