import { useEffect, useState, type RefObject } from 'react';
import type { RemovalResult } from './remove-background.ts';
import { whenIdle } from '../../lib/when-idle.ts';

/** Pending; prepared (the image came cleared: nothing to do); processed here (its object URL); or the original kept. */
export type RemovalState = { status: 'pending' } | { status: 'prepared' } | { status: 'processed'; url: string } | { status: 'original' };

/**
 * Whether the image came with its background cleared already: its corner is transparent. The
 * image is read again as a file (from the cache) and decoded by the browser off the page's main
 * thread; only its one corner pixel is drawn here. Lossy AVIF and WebP keep a cleared corner
 * near 0, never near the 255 of an uncleared one.
 */
async function comesCleared(url: string): Promise<boolean> {
  const response = await fetch(url);
  if (!response.ok) return false;
  const corner = await createImageBitmap(await response.blob(), 2, 2, 1, 1);
  const canvas = Object.assign(document.createElement('canvas'), { width: 1, height: 1 });
  const ctx = canvas.getContext('2d');
  if (!ctx) return false;
  ctx.drawImage(corner, 0, 0);
  corner.close();
  return ctx.getImageData(0, 0, 1, 1).data[3]! < 128;
}

const WORKER_TIMEOUT_MS = 10_000;

function runInWorker(url: string, threshold: number, tolerance: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./remove-background.worker.ts', import.meta.url), { type: 'module' });
    const timer = setTimeout(() => finish(() => reject(new Error('background removal timed out'))), WORKER_TIMEOUT_MS);
    function finish(settle: () => void) {
      clearTimeout(timer);
      worker.terminate();
      settle();
    }
    worker.onmessage = (event: MessageEvent<RemovalResult>) =>
      finish(() => (event.data.ok ? resolve(event.data.blob) : reject(new Error(event.data.error))));
    worker.onerror = (event) => finish(() => reject(new Error(event.message || 'worker failed to load')));
    worker.postMessage({ url, threshold, tolerance });
  });
}

/**
 * Once the hero image has loaded: when it came with its background cleared (as the build renders
 * it), nothing; else clears its near-white background and hands back an object URL. Any failure
 * leaves the original.
 */
export function useBackgroundRemoval(imageRef: RefObject<HTMLImageElement | null>, threshold: number, tolerance: number): RemovalState {
  const [state, setState] = useState<RemovalState>({ status: 'pending' });

  useEffect(() => {
    const img = imageRef.current;
    if (!img) return;
    let cancelled = false;
    let objectUrl: string | undefined;

    const start = async () => {
      try {
        // Rendered with its background cleared (the build does it): painted as it is, never changed.
        const source = img.currentSrc || img.src;
        const cleared = await comesCleared(source).catch(() => false);
        if (cancelled) return;
        if (cleared) return setState({ status: 'prepared' });
        const blob =
          typeof OffscreenCanvas !== 'undefined' && typeof Worker !== 'undefined'
            ? await runInWorker(source, threshold, tolerance)
            : await (await import('./remove-background.ts')).processImage({ url: source, threshold, tolerance });
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setState({ status: 'processed', url: objectUrl });
      } catch (error) {
        console.warn('hero background removal failed; showing the original image', error);
        if (!cancelled) setState({ status: 'original' });
      }
    };

    // Nothing on screen waits for it (the image is shown meanwhile): it starts in an idle moment.
    const later = () => whenIdle(() => void start(), 3000);
    if (img.complete && img.naturalWidth > 0) later();
    else {
      img.addEventListener('load', later, { once: true });
      img.addEventListener('error', () => setState({ status: 'original' }), { once: true });
    }
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [imageRef, threshold, tolerance]);

  return state;
}
