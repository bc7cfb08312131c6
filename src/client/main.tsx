import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { routeFor } from '../common/pages.ts';
import { App } from './app.tsx';
import './styles.css';

hydrateRoot(
  document.getElementById('root')!,
  <StrictMode>
    <App route={routeFor(window.location.pathname)} />
  </StrictMode>,
);
