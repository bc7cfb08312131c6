// The page's only inline script, written into every prerendered page the app runs on
// (scripts/prerender.ts minifies it and calls it with the built file names). Kept tiny: it
// travels in the document's first bytes.
//
// The page is complete without JavaScript, so the app's code need not compete with the first
// paint: the loader imports it once the hero image has painted, so the app's download and
// start-up never count toward the largest paint, even on a slow phone.
//  - Where the browser reports largest-contentful-paint: on its first entry for an image.
//  - Elsewhere, or when the page opens away from the hero (a link to /#contact) so that no
//    image paint will come: two frames after 'load' (what is on screen has then been presented).
//  - At the latest 3 s after 'load', and at once on the visitor's first input.
// With the app it adds the rest of the stylesheet: the page inlines only the rules its own HTML uses,
// and the app waits for the rest before it renders anything new.
//
// It also keeps what the visitor does before the app can answer (src/client/lib/held-input.ts
// replays it): a click on a button before the app listens is marked data-held; a submit that
// nothing handled (its form's code has not run yet) is stopped and marked the same way. Forms
// skip the browser's own bubbles meanwhile: the app shows its messages under the fields. Only
// the latest such input is kept. If the app cannot load, the page goes back to being a plain
// page: the browser's checks return and a held form is posted as it would have been.
export function pageLoader(stylesheet: string, app: string) {
  let started = false;
  let plain = false;
  const start = () => {
    if (started) return;
    started = true;
    document.head.append(Object.assign(document.createElement('link'), { rel: 'stylesheet', href: stylesheet }));
    setTimeout(() => import(/* @vite-ignore */ app).catch(withoutApp));
  };
  const hero = document.querySelector('img[fetchpriority=high]');
  const lcp = !!hero && PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint');
  // A fragment naming a section other than the hero's: the browser shows that section instead.
  const target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
  const heroOnScreen = !target || target.contains(hero);
  if (lcp)
    new PerformanceObserver((list) => list.getEntries().some((entry) => (entry as LargestContentfulPaint).url) && start()).observe({
      type: 'largest-contentful-paint',
      buffered: true,
    });
  const loaded = () => (lcp && heroOnScreen ? setTimeout(start, 3000) : requestAnimationFrame(() => requestAnimationFrame(start)));
  if (document.readyState === 'complete') loaded();
  else addEventListener('load', loaded, { once: true });
  for (const type of ['pointerdown', 'keydown', 'touchstart']) addEventListener(type, start, { once: true, capture: true });

  const hold = (element: HTMLElement) => {
    document.querySelector('[data-held]')?.removeAttribute('data-held');
    element.dataset.held = '';
  };
  const checked = [...document.forms].filter((form) => !form.noValidate);
  for (const form of checked) form.noValidate = true;
  const withoutApp = () => {
    plain = true;
    for (const form of checked) form.noValidate = false;
    const held = document.querySelector('[data-held]');
    held?.removeAttribute('data-held');
    if (held instanceof HTMLFormElement) held.requestSubmit();
  };
  addEventListener('submit', (event) => {
    if (plain || event.defaultPrevented) return;
    event.preventDefault();
    hold(event.target as HTMLFormElement);
  });
  addEventListener(
    'click',
    (event) => {
      const button = !document.documentElement.dataset.app && (event.target as Element).closest?.<HTMLElement>('button[type=button]');
      if (button) hold(button);
    },
    true,
  );
}
