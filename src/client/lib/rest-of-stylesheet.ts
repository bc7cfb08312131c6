// The page inlines only the styles its own HTML uses; the loader adds the rest of the stylesheet
// next to the app's code (scripts/prerender.ts writes one such file per page).
/**
 * Resolves once the rest of the stylesheet applies. The inline styles cover only the server's
 * HTML, so the app renders nothing new before this. A stylesheet that fails to load does not stop
 * the app.
 */
export function restOfStylesheet(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
  if (!link || link.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
}
