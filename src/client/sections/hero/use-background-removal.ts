import { useEffect, useState, type RefObject } from 'react';
import type { RemovalResult } from './remove-background.ts';

export type RemovalState = { status: 'pending' } | { status: 'processed'; url: string } | { status: 'original' };

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
 * Once the hero image has loaded, clears its near-white background (in a worker where
 * OffscreenCanvas is available, else on the page) and hands back an object URL.
 * Any failure leaves the original image in place.
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
