// Renders every source in assets/images (SVG, JPEG or PNG) into responsive,
// content-hashed AVIF + WebP + a JPEG fallback under public/img, and writes the
// typed manifest the page imports, and the list of image names the site config may use. Run with `npm run images`; outputs are committed
// so a build needs no image work.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, writeFileSync, copyFileSync, readFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import sharp, { type Sharp } from 'sharp';
import type { ResponsiveImage } from '../../src/client/lib/responsive-image.ts';
import { removeNearWhite } from '../../src/client/sections/hero/remove-background.ts';
import { siteConfig } from '../../src/common/site-config.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const SRC = join(ROOT, 'assets', 'images');
const OUT = join(ROOT, 'public', 'img');
const MANIFEST = join(ROOT, 'src', 'client', 'generated', 'images.ts');
const NAMES = join(ROOT, 'src', 'common', 'generated', 'image-names.ts');

/** Output widths per image; anything not listed uses the gallery widths. */
const WIDTHS: Record<string, number[]> = { hero: [480, 720, 1000] };
const DEFAULT_WIDTHS = [400, 800, 1200];
/** Kept as vector: small and sharp at any size. */
const VECTOR_ONLY = new Set(['partner-logo']);
/**
 * Whose near-white background is cleared here, once, by the same function the browser would use
 * (with the site config's settings): AVIF and WebP keep the alpha, so the page paints it cleared
 * and never changes it after (the JPEG fallback is flattened on white: the page clears that one).
 */
const CLEARED: Record<string, { threshold: number; tolerance: number }> = { hero: siteConfig.hero.backgroundRemoval };

/** A rendering of the source at this width, its near-white cleared to transparent where the image asks for it. */
async function rendered(base: Sharp, clear: { threshold: number; tolerance: number } | undefined): Promise<Sharp> {
  if (!clear) return base;
  const { data, info } = await base.clone().ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
  removeNearWhite(pixels, clear.threshold, clear.tolerance);
  return sharp(Buffer.from(pixels.buffer, pixels.byteOffset, pixels.length), {
    raw: { width: info.width, height: info.height, channels: 4 },
  });
}

const hash = (...bufs: Buffer[]) =>
  bufs
    .reduce((h, buf) => h.update(buf), createHash('sha256'))
    .digest('hex')
    .slice(0, 10);

/**
 * Writes an image's files under one version: the hash of all of them. One hash per image, not
 * per file, keeps the srcsets in the page's first response short (repeated text compresses to
 * almost nothing; a hash does not compress), and any change to any file still changes every URL.
 */
function writeVersioned(files: { stem: string; ext: string; buf: Buffer }[]): string[] {
  const version = hash(...files.map((f) => f.buf));
  return files.map(({ stem, ext, buf }) => {
    const file = `${stem}.${version}.${ext}`;
    writeFileSync(join(OUT, file), buf);
    return `/img/${file}`;
  });
}

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
for (const file of [MANIFEST, NAMES]) mkdirSync(join(file, '..'), { recursive: true });

const raster: Record<string, ResponsiveImage> = {};
const vector: Record<string, string> = {};

for (const file of readdirSync(SRC).sort()) {
  const ext = extname(file);
  const name = basename(file, ext);
  const input = join(SRC, file);
  if (VECTOR_ONLY.has(name)) {
    const buf = readFileSync(input);
    const out = `${name}.${hash(buf)}${ext}`;
    copyFileSync(input, join(OUT, out));
    vector[name] = `/img/${out}`;
    continue;
  }
  const meta = await sharp(input).metadata();
  const srcWidth = meta.width ?? 800;
  const srcHeight = meta.height ?? 600;
  const widths = WIDTHS[name] ?? DEFAULT_WIDTHS;
  const files: { stem: string; ext: 'avif' | 'webp' | 'jpg'; buf: Buffer; w: number }[] = [];
  for (const w of widths) {
    // SVG sources are rasterised at the density the width needs, so large outputs stay crisp.
    const density = ext === '.svg' ? Math.max(72, Math.ceil((72 * w) / srcWidth)) : undefined;
    const clear = CLEARED[name];
    const base = await rendered(sharp(input, density ? { density } : {}).resize({ width: w }), clear);
    const stem = `${name}-${w}`;
    files.push({ stem, w, ext: 'avif', buf: await base.clone().avif({ quality: 55, effort: 6 }).toBuffer() });
    files.push({ stem, w, ext: 'webp', buf: await base.clone().webp({ quality: 78 }).toBuffer() });
    if (w === widths[Math.min(1, widths.length - 1)]) {
      const jpeg = await base.clone().flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
      files.push({ stem, w, ext: 'jpg', buf: jpeg });
    }
  }
  const urls = writeVersioned(files);
  const srcset = (kind: 'avif' | 'webp') => files.flatMap((f, i) => (f.ext === kind ? [`${urls[i]} ${f.w}w`] : [])).join(', ');
  const fallback = urls[files.findIndex((f) => f.ext === 'jpg')]!;
  raster[name] = { width: srcWidth, height: srcHeight, avif: srcset('avif'), webp: srcset('webp'), fallback };
}

const toKey = (s: string) => s.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
const GENERATED = '// Generated by scripts/images/build-images.ts from assets/images. Do not edit.';
/** Written as the project formats its code, so a re-run changes nothing it need not. */
const writeSource = async (file: string, source: string) =>
  writeFileSync(file, await format(source, { ...(await resolveConfig(file)), filepath: file }));
await writeSource(
  NAMES,
  `${GENERATED}
/** The rendered images by name: the site config's gallery may only name one of these. */
export const IMAGE_NAMES = ${JSON.stringify(Object.keys(raster))} as const;

export type ImageName = (typeof IMAGE_NAMES)[number];
`,
);
await writeSource(
  MANIFEST,
  `${GENERATED}
import type { ImageName } from '../../common/generated/image-names.ts';
import type { ResponsiveImage } from '../lib/responsive-image.ts';

export const rasterImages = ${JSON.stringify(raster, null, 2)} satisfies Record<ImageName, ResponsiveImage>;

export const vectorImages = ${JSON.stringify(Object.fromEntries(Object.entries(vector).map(([k, v]) => [toKey(k), v])), null, 2)};
`,
);
console.log(`rendered ${Object.keys(raster).length} raster and ${Object.keys(vector).length} vector images into ${OUT}`);
