import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../styles.css';
import { OwnerApp } from './owner-app.tsx';

createRoot(document.getElementById('owner')!).render(
  <StrictMode>
    <OwnerApp />
  </StrictMode>,
);
