// Precompresses the built site: a .br (quality 11) and a .gz (level 9) beside every text
// asset, kept only when smaller. @fastify/static serves them by content negotiation, so no
// request ever pays for compression. The HTML templates are compressed by the server at
// start-up instead, after it writes the runtime config into them.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const ROOT = join(process.env.BUILD_OUT ?? join(import.meta.dirname, '..', 'dist'), 'client');
const TEXT = new Set(['.js', '.css', '.svg', '.json', '.txt', '.xml', '.webmanifest', '.map']);

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let written = 0;
let saved = 0;
for (const path of files(ROOT)) {
  if (!TEXT.has(extname(path))) continue;
  const raw = readFileSync(path);
  const variants: [string, Buffer][] = [
    ['.br', brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })],
    ['.gz', gzipSync(raw, { level: 9 })],
  ];
  for (const [ext, buf] of variants) {
    if (buf.length >= raw.length) continue;
    writeFileSync(path + ext, buf);
    written++;
    if (ext === '.br') saved += raw.length - buf.length;
  }
}
console.log(`precompressed ${written} files (brotli saves ${Math.round(saved / 1024)} KB)`);
