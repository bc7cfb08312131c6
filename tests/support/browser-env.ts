// jsdom has no microphone API; the call controller checks for one before it starts a call.
// These give the test document one (or take it away), as a real browser would have it.
export function withMicrophone() {
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: () => Promise.reject(new Error('no real microphone in tests')) },
  });
}

export function withoutMicrophone() {
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
}
