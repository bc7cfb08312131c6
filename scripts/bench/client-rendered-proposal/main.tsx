// A commercial proposal's page as a client-rendered app, for the bench's comparison only: the same
// component with the same proposal's facts (the bench's sample, as the server words them),
// mounted with createRoot into an empty root under the business it is drawn for, the whole
// stylesheet imported.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ProposalPage } from '../../../src/client/pages/proposal-page.tsx';
import { BUILT_BUSINESS, BusinessProvider } from '../../../src/client/copy/page-business.tsx';
import { SAMPLE_PAGE } from '../proposal-sample.ts';
import '../../../src/client/styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BusinessProvider copy={BUILT_BUSINESS}>
      <ProposalPage {...SAMPLE_PAGE} />
    </BusinessProvider>
  </StrictMode>,
);
