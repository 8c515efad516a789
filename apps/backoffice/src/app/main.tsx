import '@/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { initI18n } from '@/lib/i18n';
import { wireApiClient } from './api-wiring';
import { Providers } from './providers';
import { router } from './router';

wireApiClient();

// Render once the starting language is in: the first paint has the right text and direction.
void initI18n().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
