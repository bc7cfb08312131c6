// The booking page's only inline script (scripts/book-pages.ts minifies it and calls it with the
// built script's and the brand font's addresses). The page is whole without JavaScript: every
// screen is a form the server answers. Its script (a kilobyte: forms over fetch, screens swapped
// in place) is fetched on the visitor's first touch, key or focus, so nothing but the document
// stands between a phone and the first screen's paint; a form sent before it arrives is sent the
// plain way.
//
// The brand's font comes after the first paint: asked for once the browser reports that paint,
// added to the document's fonts, so the text drawn in its metric-matched
// fallback is drawn again in it without moving. Asked for in the page's stylesheet instead, the
// font's request stood before the largest paint (about 250 ms later on a phone).
export function bookLoader(script: string, font: string) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    import(/* @vite-ignore */ script).catch(() => {});
  };
  for (const type of ['pointerdown', 'keydown', 'touchstart', 'focusin']) addEventListener(type, start, { once: true, capture: true });
  const brandFont = () => {
    const face = new FontFace('Plus Jakarta Sans', `url(${font})`, { weight: '200 800', display: 'swap' });
    face.load().then(
      () => document.fonts.add(face),
      () => {},
    );
  };
  // Where the browser reports paints: once the first one is reported (it has been presented);
  // elsewhere once the page has loaded.
  if (PerformanceObserver.supportedEntryTypes.includes('paint'))
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      brandFont();
    }).observe({ type: 'paint', buffered: true });
  else if (document.readyState === 'complete') brandFont();
  else addEventListener('load', brandFont, { once: true });
}
