import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { OwnerApp } from './owner-app.tsx';
import { ownerQueries } from './shared/owner-data.ts';

createRoot(document.getElementById('owner')!).render(
  <StrictMode>
    <QueryClientProvider client={ownerQueries()}>
      <OwnerApp />
    </QueryClientProvider>
  </StrictMode>,
);

// The crew's app works with no signal: its page and assets come from the cache (the visitor's page registers nothing).
if ('serviceWorker' in navigator) void navigator.serviceWorker.register('/owner-sw.js', { scope: '/owner' }).catch(() => undefined);
