// Where the phone is when the crew marks a stop: the server keeps the first good fix for the
// customer's stop and orders later routes by it. The browser asks the crew once (a button on
// Today, never a prompt in the middle of a mark); after that a mark reads the position if it
// comes quickly, and goes without it if not. Marks never wait on it for long.
import type { Fix } from '../../../common/owner-inbox.ts';

export type PositionAccess = 'granted' | 'prompt' | 'denied' | 'unavailable';

/** How long a mark waits for the position before going without it. */
const FIX_WAIT_MS = 4000;

const geolocation = () => (typeof navigator !== 'undefined' && window.isSecureContext ? navigator.geolocation : undefined);

/** Whether this phone lets the page read its position (without asking). */
export async function positionAccess(): Promise<PositionAccess> {
  if (!geolocation()) return 'unavailable';
  try {
    return (await navigator.permissions.query({ name: 'geolocation' })).state;
  } catch {
    return 'prompt';
  }
}

function read(options: PositionOptions): Promise<Fix | undefined> {
  return new Promise((resolve) => {
    const api = geolocation();
    if (!api) return resolve(undefined);
    api.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy }),
      () => resolve(undefined),
      options,
    );
  });
}

/** Asks the crew once (the browser's own question); true when the page may read the position. */
export async function askForPosition(): Promise<boolean> {
  return Boolean(await read({ enableHighAccuracy: true, timeout: 30_000 }));
}

/** The phone's position now, if the crew allowed it and it comes within a few seconds. */
export async function positionNow(): Promise<Fix | undefined> {
  if ((await positionAccess()) !== 'granted') return undefined;
  return read({ enableHighAccuracy: true, timeout: FIX_WAIT_MS, maximumAge: 60_000 });
}
