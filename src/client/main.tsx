import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App, routeFor } from './app.tsx';
import './styles.css';

hydrateRoot(
  document.getElementById('root')!,
  <StrictMode>
    <App route={routeFor(window.location.pathname)} />
  </StrictMode>,
);
