// The page's only inline script, written into every prerendered page the app runs on
// (scripts/prerender.ts minifies it and calls it with the built file names). Kept tiny: it
// travels in the document's first bytes.
//
// The page is complete without JavaScript, so the app's code need not compete with the first
// paint: the loader imports it once the hero image has painted, so the app's download and
// start-up never count toward the largest paint, even on a slow phone.
//  - Where the browser reports element timing: on the hero's entry (it marks itself with
//    elementtiming), which comes once the frame that paints it has been presented. Not the
//    largest-contentful-paint entry: where the heading is larger than the picture (the Spanish
//    page on a phone) no such entry names the image, and the app waited for the fallback.
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
  const hero = document.querySelector('img[elementtiming]');
  // A fragment naming a section other than the hero's: the browser shows that section instead.
  const target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
  const timed = !!hero && (!target || target.contains(hero)) && PerformanceObserver.supportedEntryTypes.includes('element');
  if (timed) new PerformanceObserver(start).observe({ type: 'element', buffered: true });
  const loaded = () => (timed ? setTimeout(start, 3000) : requestAnimationFrame(() => requestAnimationFrame(start)));
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
    // A button with a target of its own (formaction) is a plain post the app lets through.
    if (plain || event.defaultPrevented || (event as SubmitEvent).submitter?.hasAttribute('formaction')) return;
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
