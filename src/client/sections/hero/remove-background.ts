/**
 * Makes near-white pixels of RGBA data transparent, in place.
 * A pixel whose darkest channel is at or above `threshold` becomes fully transparent;
 * one within `tolerance` below it keeps a proportional part of its alpha, so edges fade
 * instead of leaving a white fringe. Coloured pixels are never touched.
 * Returns how many pixels changed.
 */
export function removeNearWhite(data: Uint8ClampedArray, threshold: number, tolerance: number): number {
  const soft = threshold - tolerance;
  let changed = 0;
  for (let i = 0; i < data.length; i += 4) {
    const darkest = Math.min(data[i]!, data[i + 1]!, data[i + 2]!);
    if (data[i + 3] === 0 || (darkest < threshold && darkest <= soft)) continue;
    const alpha = darkest >= threshold ? 0 : Math.round((data[i + 3]! * (threshold - darkest)) / tolerance);
    if (alpha !== data[i + 3]) {
      data[i + 3] = alpha;
      changed++;
    }
  }
  return changed;
}

export interface RemovalRequest {
  url: string;
  threshold: number;
  tolerance: number;
}

export type RemovalResult = { ok: true; blob: Blob } | { ok: false; error: string };

/** Fetches an image, clears its near-white background and encodes it again. Runs in a worker or, failing that, on the page. */
export async function processImage({ url, threshold, tolerance }: RemovalRequest): Promise<Blob> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`image fetch failed: ${response.status}`);
  const bitmap = await createImageBitmap(await response.blob());
  const canvas = makeCanvas(bitmap.width, bitmap.height);
  const ctx = canvas.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  if (!ctx) throw new Error('no 2d context');
  ctx.drawImage(bitmap, 0, 0);
  bitmap.close();
  const pixels = ctx.getImageData(0, 0, canvas.width, canvas.height);
  removeNearWhite(pixels.data, threshold, tolerance);
  ctx.putImageData(pixels, 0, 0);
  return encode(canvas);
}

function makeCanvas(width: number, height: number): OffscreenCanvas | HTMLCanvasElement {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

// WebP keeps alpha and encodes fast; browsers without it return PNG.
function encode(canvas: OffscreenCanvas | HTMLCanvasElement): Promise<Blob> {
  if (!('toBlob' in canvas)) return canvas.convertToBlob({ type: 'image/webp', quality: 0.92 });
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('encoding failed'))), 'image/webp', 0.92),
  );
}
