import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { routeFor } from '../common/pages.ts';
import { App } from './app.tsx';
import { markAppListening } from './lib/held-input.ts';
import { wholeStylesheet } from './lib/whole-stylesheet.ts';
import './styles.css';

// Not a top-level await: the lazy parts import shared code from this entry, and an entry that
// awaits at the top makes the bundler split that code into many small chunks.
void wholeStylesheet().then(() => {
  markAppListening();
  hydrateRoot(
    document.getElementById('root')!,
    <StrictMode>
      <App route={routeFor(window.location.pathname)} />
    </StrictMode>,
  );
});
