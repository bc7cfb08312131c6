// A customer's account as a client-rendered app, for the bench's comparison only: the same
// component with the same account (the bench's sample, as the server words it), mounted with
// createRoot into an empty root, the whole stylesheet imported.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AccountPage } from '../../../src/client/pages/account-page.tsx';
import { BUILT_BUSINESS, BusinessProvider } from '../../../src/client/copy/page-business.tsx';
import { SAMPLE_ACCOUNT } from '../../account-states.ts';
import '../../../src/client/styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BusinessProvider copy={BUILT_BUSINESS}>
      <AccountPage {...SAMPLE_ACCOUNT} />
    </BusinessProvider>
  </StrictMode>,
);
