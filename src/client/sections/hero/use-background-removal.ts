import { useEffect, useState, type RefObject } from 'react';
import type { RemovalResult } from './remove-background.ts';

/** Pending; prepared (the image came cleared: nothing to do); processed here (its object URL); or the original kept. */
export type RemovalState = { status: 'pending' } | { status: 'prepared' } | { status: 'processed'; url: string } | { status: 'original' };

/** Whether the image came with its background cleared already: its corner is transparent (one pixel read back). */
function comesCleared(img: HTMLImageElement): boolean {
  try {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const ctx = canvas.getContext('2d');
    if (!ctx) return false;
    ctx.drawImage(img, 2, 2, 1, 1, 0, 0, 1, 1);
    // Lossy AVIF and WebP keep a cleared corner near 0, never near the 255 of an uncleared one.
    return ctx.getImageData(0, 0, 1, 1).data[3]! < 128;
  } catch {
    return false;
  }
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
 * it), nothing; else clears its near-white background (in a worker where OffscreenCanvas is
 * available, else on the page) and hands back an object URL. Any failure leaves the original.
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
        // The pixel is read in a task of its own, once the image is decoded off the main thread.
        await img.decode().catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve));
        if (cancelled) return;
        if (comesCleared(img)) return setState({ status: 'prepared' });
        const source = img.currentSrc || img.src;
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

    if (img.complete && img.naturalWidth > 0) void start();
    else {
      img.addEventListener('load', () => void start(), { once: true });
      img.addEventListener('error', () => setState({ status: 'original' }), { once: true });
    }
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [imageRef, threshold, tolerance]);

  return state;
}
