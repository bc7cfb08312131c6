// The booking page's first screen as a client-rendered app, for the bench's comparison only:
// the same component, mounted with createRoot into an empty root, the whole stylesheet imported.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { firstView } from '../../../src/common/book-flow.ts';
import { BookPage } from '../../../src/client/book/book-page.tsx';
import '../../../src/client/styles.css';
import { BUILT_BUSINESS } from '../../../src/common/page-business.ts';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BookPage view={firstView('en', 30, BUILT_BUSINESS)} />
  </StrictMode>,
);
