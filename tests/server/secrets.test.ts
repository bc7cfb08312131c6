// Searches a build made with every secret set to a known marker, and the answers of a server
// started from it, for any marker. `npm test` makes its one build that way and stamps it (see
// secret-markers.mjs); run on its own after another build, this test makes its own marked build.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isMarkedBuild, MARKED_BUILD_ENV, PUBLIC_SETTINGS as PUBLIC, SECRET_MARKERS as MARKERS } from '../support/secret-markers.mjs';
import { startServer, type ServerProcess } from '../support/server-process.ts';
import { validLead } from '../support/valid-lead.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const DIST = join(ROOT, 'dist');
const OWN_BUILD = join(ROOT, 'node_modules', '.cache', 'secrets-build');

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Every marker shares this prefix, so a partial leak (the webhook's path alone, say) is caught too. */
const leaks = (text: string) => [...text.matchAll(/SECRETMARKER[\w-]*/g)].map((m) => m[0]);

let OUT: string;
let server: ServerProcess;
const dataDir = mkdtempSync(join(tmpdir(), 'canfresh-secrets-'));
beforeAll(async () => {
  OUT = isMarkedBuild(DIST) ? DIST : OWN_BUILD;
  if (OUT === OWN_BUILD)
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
      cwd: ROOT,
      env: { ...process.env, ...MARKED_BUILD_ENV, BUILD_OUT: OUT, BUILD_QUIET: '1' },
      stdio: 'pipe',
    });
  server = await startServer({ ...MARKERS, ...PUBLIC, DATA_DIR: dataDir }, 20_000, join(OUT, 'node', 'server', 'server.js'));
}, 120_000);
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  if (OUT === OWN_BUILD) rmSync(OUT, { recursive: true, force: true });
});

describe('secrets', () => {
  it('no marker in any file of the build output', () => {
    const checked: string[] = [];
    for (const file of files(OUT)) {
      const text = readFileSync(file).toString('latin1');
      expect(leaks(text), file).toEqual([]);
      checked.push(file);
    }
    expect(checked.length).toBeGreaterThan(50);
  });

  it('no marker in any response a visitor can get', async () => {
    const responses: string[] = [];
    const grab = async (path: string, init?: RequestInit) => {
      const res = await fetch(`${server.url}${path}`, init);
      const body = Buffer.from(await res.arrayBuffer()).toString('latin1');
      responses.push(`${res.status} ${path}`);
      return `${JSON.stringify([...res.headers])}\n${body}`;
    };
    const home = await grab('/', { headers: { 'accept-encoding': 'identity' } });
    expect(home).toContain(PUBLIC.VAPI_PUBLIC_KEY); // the public key is meant to be there
    const assets = [...home.matchAll(/(?:src|href|import\()="?([^"\s)]+\.(?:js|css|woff2|avif|webp|jpg|svg|txt))/g)]
      .map((m) => m[1]!)
      .filter((u) => u.startsWith('/'));
    const chunks = readdirSync(join(OUT, 'client', 'assets')).map((f) => `/assets/${f}`);
    const bodies = [home];
    for (const path of new Set([
      ...assets,
      ...chunks,
      '/missing',
      '/robots.txt',
      '/favicon.svg',
      '/index.html',
      '/404.html',
      '/api/nothing',
    ]))
      bodies.push(await grab(path));
    const json = { 'content-type': 'application/json' };
    bodies.push(await grab('/api/contact', { method: 'POST', headers: json, body: JSON.stringify(validLead) }));
    bodies.push(await grab('/api/contact', { method: 'POST', headers: json, body: '{}' }));
    bodies.push(await grab('/api/contact', { method: 'POST', headers: json, body: '{bad json' }));
    bodies.push(await grab('/api/voice/tools', { method: 'POST', headers: { ...json, 'x-vapi-secret': 'wrong' }, body: '{}' }));
    bodies.push(
      await grab('/api/voice/tools', { method: 'POST', headers: { ...json, 'x-vapi-secret': MARKERS.VAPI_TOOLS_SECRET }, body: '{}' }),
    );
    for (const body of bodies) expect(leaks(body)).toEqual([]);
    expect(responses.length).toBeGreaterThan(20);
  });
});
