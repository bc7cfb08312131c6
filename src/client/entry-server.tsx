import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { App, type Route } from './app.tsx';

/** Used by scripts/prerender.ts at build time only: waits for every lazy part, so the HTML is complete. */
export async function render(route: Route): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <App route={route} />
    </StrictMode>,
    // Never outline a finished Suspense boundary (React does so past a size, to stream the
    // shell early): in a static file that only adds a hidden copy and an inline script to
    // move it, which would leave the part invisible without JavaScript and break the CSP.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  if (html.includes('<script')) throw new Error(`prerender of ${route} produced an inline script: every part must render in place`);
  return html;
}
