// The comparison the bench runs beside the page: the same App built as a client-rendered app
// (scripts/bench/client-rendered/, Vite's own build with the project's config) and served by a
// small static server with the same compression (brotli) and caching headers as the product's
// assets, so the two differ in how the page starts, not in how it is sent.
import { createServer, type Server } from 'node:http';
import { readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { build, type Plugin } from 'vite';
import { withoutFontFace } from '../critical-css.ts';

const ROOT = join(import.meta.dirname, '..', '..');
/** The client-rendered twins: the home page's App, the booking page's first screen, a commercial proposal's page, a customer's account, a clean's own page. */
export type Twin =
  'client-rendered' | 'client-rendered-book' | 'client-rendered-proposal' | 'client-rendered-account' | 'client-rendered-visit';
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
};

/** The booking page paints in the brand font's fallback and adds the font after that paint (decision 035): its twin keeps to the fallback, so the two differ in how they start alone. */
const withoutBrandFont: Plugin = {
  name: 'without-brand-font',
  generateBundle(_options, bundle) {
    for (const file of Object.values(bundle))
      if (file.type === 'asset' && file.fileName.endsWith('.css')) file.source = withoutFontFace(String(file.source), 'Plus Jakarta Sans');
  },
};

export async function buildClientRendered(twin: Twin = 'client-rendered'): Promise<string> {
  const out = join(ROOT, 'dist', `bench-${twin}`);
  await build({
    configFile: join(ROOT, 'vite.config.ts'),
    ...(twin === 'client-rendered-book' ? { plugins: [withoutBrandFont] } : {}),
    root: join(import.meta.dirname, twin),
    publicDir: join(ROOT, 'public'),
    logLevel: 'warn',
    build: { outDir: out, emptyOutDir: true },
  });
  return out;
}

/** Serves the built app on a free port; `url` and `close`. */
export async function serveClientRendered(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const cache = new Map<string, Buffer>();
  const server: Server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = join(dir, path === '/' ? 'index.html' : path);
    try {
      if (!statSync(file).isFile()) file = join(dir, 'index.html');
    } catch {
      file = join(dir, 'index.html');
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const raw = readFileSync(file);
    const compressible = /text|javascript|svg/.test(type);
    const br = compressible && /\bbr\b/.test(String(req.headers['accept-encoding']));
    const body = br ? (cache.get(file) ?? cache.set(file, brotliCompressSync(raw)).get(file)!) : raw;
    res.writeHead(200, {
      'content-type': type,
      'cache-control': file.includes(`${join(dir, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(br ? { 'content-encoding': 'br' } : {}),
    });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${address.port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
