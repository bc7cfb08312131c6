// The doctor's checks of places: the data folder, the public address (reached over HTTPS and
// answering as this server), the replica Litestream streams to, and the settings a server behind
// a proxy needs.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AwsClient } from 'aws4fetch';
import { maskedUrl } from '../../../common/masked-url.ts';
import type { Env } from '../../env.ts';
import { litestreamBinary } from '../replication/litestream.ts';
import { getJson, off, ok, reason, wrong, type DoctorLine } from './doctor-line.ts';
import { SERVICE } from './healthz-route.ts';
import { readServerId } from './server-id.ts';

export function checkDataDir(env: Env): DoctorLine {
  const dir = resolve(env.DATA_DIR);
  try {
    mkdirSync(dir, { recursive: true });
    const probe = join(dir, `.doctor-${process.pid}`);
    writeFileSync(probe, 'ok');
    rmSync(probe);
    const { bavail, bsize } = statfsSync(dir);
    const freeMb = Math.floor((bavail * bsize) / 1_048_576);
    if (freeMb < 200)
      return wrong('DATA_DIR', `${dir} is writable but has only ${freeMb} MB free: the store stops taking leads when the disk is full`);
    return ok('DATA_DIR', `${dir} is writable, ${freeMb.toLocaleString('en-US')} MB free`);
  } catch (error) {
    return wrong('DATA_DIR', `${dir} cannot be written by this user (${reason(error)}): create it and give it to the server's user`);
  }
}

const LOCAL = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/;

/** PUBLIC_BASE_URL reached as a visitor would, and answering with this server's name. `served` is false before the server starts. */
export async function checkPublicAddress(env: Env, timeoutMs: number, served = true): Promise<DoctorLine> {
  if (!env.PUBLIC_BASE_URL)
    return off(
      'PUBLIC_BASE_URL',
      "not set: links in e-mails use the site config's address, and the text provider's signed posts are refused",
    );
  const base = new URL(env.PUBLIC_BASE_URL);
  if (base.protocol !== 'https:' && !LOCAL.test(base.hostname))
    return wrong(
      'PUBLIC_BASE_URL',
      `${base.origin} is not https://: on the internet the site is served over HTTPS (Caddy gets the certificate)`,
    );
  if (!served) return ok('PUBLIC_BASE_URL', `${base.origin} has the right shape; run npm run doctor once the server listens to reach it`);
  const mine = readServerId(env.DATA_DIR);
  try {
    // With the monitor's token the answer says why it fails; without, up or down and which server.
    const auth: Record<string, string> = env.HEALTH_TOKEN ? { authorization: `Bearer ${env.HEALTH_TOKEN}` } : {};
    const { status, body } = await getJson(new URL('/healthz', base).href, { headers: auth }, timeoutMs);
    const health = body as { service?: string; server?: string; problem?: string } | null;
    if (health?.service !== SERVICE)
      return wrong('PUBLIC_BASE_URL', `${base.origin} answers ${status}, but not as this site: check the DNS record and the proxy`);
    if (health.server !== mine)
      return wrong(
        'PUBLIC_BASE_URL',
        `${base.origin} answers as another server (not the one with DATA_DIR ${resolve(env.DATA_DIR)}): check the DNS record and the proxy`,
      );
    if (status !== 200) return wrong('PUBLIC_BASE_URL', `${base.origin} answers as this server, but unwell: ${health.problem ?? status}`);
    return ok('PUBLIC_BASE_URL', `${base.origin} answers as this server${base.protocol === 'https:' ? ' over HTTPS' : ''}`);
  } catch (error) {
    return wrong(
      'PUBLIC_BASE_URL',
      `${base.origin} is out of reach (${reason(error)}): check the DNS record, the proxy and that the server runs`,
    );
  }
}

/** What a server behind a TLS proxy needs: the visitor's address believed from the proxy, and HSTS. */
export function proxyLines(env: Env): DoctorLine[] {
  if (!env.PUBLIC_BASE_URL?.startsWith('https:')) return [];
  return [
    env.TRUST_PROXY === false
      ? off(
          'TRUST_PROXY',
          "not set: behind a proxy every visitor has the proxy's address, so one visitor's limit is everyone's (set TRUST_PROXY=1 behind Caddy)",
        )
      : ok(
          'TRUST_PROXY',
          `the visitor's address is read from ${typeof env.TRUST_PROXY === 'number' ? `${env.TRUST_PROXY} proxy in front` : env.TRUST_PROXY}`,
        ),
    env.HSTS
      ? ok('HSTS', 'browsers are told to come back over HTTPS only')
      : off('HSTS', 'not set: set HSTS=true once the site answers over HTTPS'),
  ];
}

/** A bucket listed (one key at most) with its keys: reached and the keys taken, nothing written. */
async function bucketLine(
  setting: string,
  url: string,
  keys: { endpoint?: string; region: string; id: string; secret: string },
  timeoutMs: number,
): Promise<DoctorLine> {
  const { host: bucket, pathname } = new URL(url);
  const prefix = pathname.replace(/^\/+|\/+$/g, '');
  const endpoint = (keys.endpoint ?? `https://s3.${keys.region}.amazonaws.com`).replace(/\/+$/, '');
  const client = new AwsClient({ accessKeyId: keys.id, secretAccessKey: keys.secret, service: 's3', region: keys.region });
  try {
    const res = await client.fetch(`${endpoint}/${bucket}?list-type=2&max-keys=1&prefix=${encodeURIComponent(prefix)}`, {
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1];
    if (res.ok) return ok(setting, `the bucket ${bucket} answers and takes the keys`);
    if (res.status === 403)
      return wrong(setting, `the store refused the keys for ${bucket} (${code ?? 403}): fix the access key and secret`);
    if (res.status === 404) return wrong(setting, `the store has no bucket ${bucket} (${code ?? 404})`);
    return wrong(setting, `the store answered ${res.status}${code ? ` (${code})` : ''} for ${bucket}`);
  } catch (error) {
    return wrong(
      setting,
      `the replica at ${maskedUrl(url)} is out of reach (${reason(error)}): check ${setting === 'BACKUP_URL' ? 'BACKUP_S3_ENDPOINT' : 'PHOTO_S3_ENDPOINT'} and the network`,
    );
  }
}

export async function checkReplica(env: Env, timeoutMs: number): Promise<DoctorLine[]> {
  if (!env.BACKUP_URL) return [off('BACKUP_URL', 'not set: the store is not replicated, and a lost disk loses it')];
  const binary = litestreamBinary();
  const version = spawnSync(binary, ['version'], { encoding: 'utf8', timeout: timeoutMs });
  const tool =
    version.status === 0 ? [] : [wrong('BACKUP_URL', `Litestream (${binary}) does not run here: install it, or reinstall with npm ci`)];
  if (env.BACKUP_URL.startsWith('file:')) {
    const folder = fileURLToPath(env.BACKUP_URL);
    let near = folder;
    while (!existsSync(near) && dirname(near) !== near) near = dirname(near);
    try {
      accessSync(near, constants.W_OK);
      return [...tool, ok('BACKUP_URL', `the replica folder ${folder} can be written`)];
    } catch {
      return [...tool, wrong('BACKUP_URL', `the replica folder ${folder} cannot be written by this user (${near} is not writable)`)];
    }
  }
  const keys = {
    endpoint: env.BACKUP_S3_ENDPOINT,
    region: env.BACKUP_S3_REGION,
    id: env.BACKUP_ACCESS_KEY_ID!,
    secret: env.BACKUP_SECRET_ACCESS_KEY!,
  };
  return [...tool, await bucketLine('BACKUP_URL', env.BACKUP_URL, keys, timeoutMs)];
}

/** The photos' own bucket, when it has one (else they go with the backup or under DATA_DIR). */
export async function checkPhotoBucket(env: Env, timeoutMs: number): Promise<DoctorLine[]> {
  if (!env.PHOTO_BUCKET_URL) return [];
  const keys = {
    endpoint: env.PHOTO_S3_ENDPOINT ?? env.BACKUP_S3_ENDPOINT,
    region: env.BACKUP_S3_REGION,
    id: (env.PHOTO_ACCESS_KEY_ID ?? env.BACKUP_ACCESS_KEY_ID)!,
    secret: (env.PHOTO_SECRET_ACCESS_KEY ?? env.BACKUP_SECRET_ACCESS_KEY)!,
  };
  return [await bucketLine('PHOTO_BUCKET_URL', env.PHOTO_BUCKET_URL, keys, timeoutMs)];
}
