/// <reference lib="webworker" />
// Background removal off the main thread: the pixel loop and encoding never block input.
import { processImage, type RemovalRequest, type RemovalResult } from './remove-background.ts';

self.onmessage = async (event: MessageEvent<RemovalRequest>) => {
  let result: RemovalResult;
  try {
    result = { ok: true, blob: await processImage(event.data) };
  } catch (error) {
    result = { ok: false, error: String(error) };
  }
  self.postMessage(result);
};
