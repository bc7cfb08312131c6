// The page's components read their words from a catalog, and the business they name from the
// page's business: tests render them inside both (English, the defaults' business).
import type { ReactNode } from 'react';
import { en } from '../../src/common/copy/en.ts';
import { CopyProvider } from '../../src/client/copy/page-copy.tsx';
import { BUILT_BUSINESS, BusinessProvider } from '../../src/client/copy/page-business.tsx';

export const InEnglish = ({ children }: { children: ReactNode }) => (
  <CopyProvider copy={en}>
    <BusinessProvider copy={BUILT_BUSINESS}>{children}</BusinessProvider>
  </CopyProvider>
);
