import { StrictMode, startTransition } from 'react';
import { routeFor } from '../common/pages.ts';
import { App } from './app.tsx';
import { loadCopy, pageLanguage } from './copy/page-copy.tsx';
import { markAppListening } from './lib/held-input.ts';
import { restOfStylesheet } from './lib/rest-of-stylesheet.ts';
import { whenIdle } from './lib/when-idle.ts';
import { readPagePrices } from './sections/pricing/page-prices.tsx';
import { readDataBlock } from './lib/data-block.ts';
import { BUILT_BUSINESS, PAGE_BUSINESS_ELEMENT_ID, type PageBusiness } from '../common/page-business.ts';
import './styles.css';

/** Gives the main thread back: what runs after this is a task of its own. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * The sections below the hero, skipped by the first layout (content-visibility: auto), are laid
 * out in idle moments, in page order: the page's layout comes in small tasks, and every part of it
 * is rendered once the page is quiet (for find-in-page and the tools that read it). Each idle
 * moment lays out as many as fit in a few milliseconds, here (its size read back), so the frame
 * after it paints them together: every frame is a commit the main thread waits on, and on a busy
 * phone each wait is longer than the layout.
 */
function layOutBelowTheFold() {
  const rest = [...document.querySelectorAll('main > section ~ section, #site-footer')];
  const next = () => {
    const started = performance.now();
    do {
      const section = rest.shift()!;
      section.setAttribute('data-shown', '');
      section.getBoundingClientRect();
    } while (rest.length && performance.now() - started < 4);
    if (rest.length) whenIdle(next, 2000);
  };
  if (rest.length) whenIdle(next, 2000);
}

// The app starts in short tasks, so a tap on a cheap phone is answered between them: React's DOM
// code is started on its own (a dynamic import of the chunk already loaded), and the page is
// hydrated as a transition, which React renders in slices and hurries when the visitor acts.
// Not a top-level await: the lazy parts import shared code from this entry, and an entry that
// awaits at the top makes the bundler split that code into many small chunks.
// The page's words come in a chunk of their own, fetched beside the stylesheet (no round trip added).
const copy = loadCopy(pageLanguage(document.documentElement.lang));
// The business the server drew the page for, where it is not the build's.
const business = readDataBlock<PageBusiness>(PAGE_BUSINESS_ELEMENT_ID) ?? BUILT_BUSINESS;
void restOfStylesheet()
  .then(nextTask)
  .then(() => Promise.all([import('react-dom/client'), copy]))
  .then(async ([{ hydrateRoot }, words]) => {
    await nextTask();
    markAppListening();
    layOutBelowTheFold();
    startTransition(() => {
      hydrateRoot(
        document.getElementById('root')!,
        <StrictMode>
          <App route={routeFor(window.location.pathname)} copy={words} prices={readPagePrices()} business={business} />
        </StrictMode>,
      );
    });
  });
