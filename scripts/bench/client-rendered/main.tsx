// The same page as a client-rendered app, for the bench's comparison only: mounted with
// createRoot into an empty root, the whole stylesheet imported, as a Vite React starter ships it.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { routeFor } from '../../../src/common/pages.ts';
import { App } from '../../../src/client/app.tsx';
import { en } from '../../../src/common/copy/en.ts';
import { BUILT_BUSINESS } from '../../../src/common/page-business.ts';
import '../../../src/client/styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App route={routeFor('/')} copy={en} business={BUILT_BUSINESS} />
  </StrictMode>,
);
