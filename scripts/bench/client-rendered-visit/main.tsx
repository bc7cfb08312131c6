// A clean's own page as a client-rendered app, for the bench's comparison only: the same
// component with the same clean (the bench's first state, as the server words it, with no photo as the bench's clean), mounted with
// createRoot into an empty root, the whole stylesheet imported.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { VisitPage } from '../../../src/client/pages/visit-page.tsx';
import { BUILT_BUSINESS, BusinessProvider } from '../../../src/client/copy/page-business.tsx';
import { VISIT_STATES } from '../../visit-states.ts';
import '../../../src/client/styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BusinessProvider copy={BUILT_BUSINESS}>
      <VisitPage {...VISIT_STATES[0]!} photos={[]} />
    </BusinessProvider>
  </StrictMode>,
);
