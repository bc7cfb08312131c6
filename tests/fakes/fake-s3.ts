// A loopback S3-compatible store for the replica: s3rver (the npm registry's fake S3 server) on a
// folder of its own, with one bucket. It can stop and start on the same port, like a store that is
// out of reach for a while.
//
// One repair: s3rver's listing with a delimiter does not descend below the prefix's next level,
// so keys two levels down never appear as common prefixes (Litestream lists its generations that
// way and found none). Listings with a delimiter are made here from the full listing instead.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
