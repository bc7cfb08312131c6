// The booking page's only inline script (scripts/book-pages.ts minifies it and calls it with the
// built script's address). The page is whole without JavaScript: every screen is a form the
// server answers. Its script (a kilobyte: forms over fetch, screens swapped in place) is fetched
// on the visitor's first touch, key or focus, so nothing but the document stands between a phone
// and the first screen's paint; a form sent before it arrives is sent the plain way.
export function bookLoader(script: string) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    import(/* @vite-ignore */ script).catch(() => {});
  };
  for (const type of ['pointerdown', 'keydown', 'touchstart', 'focusin']) addEventListener(type, start, { once: true, capture: true });
}
