// The page inlines only the styles its own HTML uses; the loader adds the whole stylesheet next to
// the app's code (scripts/prerender.ts).
/**
 * Resolves once the whole stylesheet applies. The loader adds it next to the app's code; the inline
 * styles cover only the server's HTML, so the app renders nothing new before this. A stylesheet
 * that fails to load does not stop the app.
 */
export function wholeStylesheet(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
  if (!link || link.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
}
