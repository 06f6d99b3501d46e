import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { router } from './app/router';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

// The service worker (production builds only) loads in its own chunk, off the landing page's path.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  void import('./pwa/register').then(({ registerServiceWorker }) => registerServiceWorker());
}
