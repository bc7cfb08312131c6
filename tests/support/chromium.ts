// The system Chromium and the flags that work on this kind of machine (no sandbox as root,
// no background network: the machine's network is closed). Used by Playwright, the screenshot
// script and the benchmark.
export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** For voice calls: grant the microphone without a prompt and feed it a fake device. */
export const fakeMediaArgs = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'];
