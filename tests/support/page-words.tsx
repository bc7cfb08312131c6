// The page's components read their words from a catalog: tests render them inside one.
import type { ReactNode } from 'react';
import { en } from '../../src/common/copy/en.ts';
import { CopyProvider } from '../../src/client/copy/page-copy.tsx';

export const InEnglish = ({ children }: { children: ReactNode }) => <CopyProvider copy={en}>{children}</CopyProvider>;
