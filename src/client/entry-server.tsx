import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { App, type Route } from './app';

/** Used by scripts/prerender.ts at build time only: waits for every lazy part, so the HTML is complete. */
export async function render(route: Route): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <App route={route} />
    </StrictMode>,
  );
  return new Response(prelude).text();
}
