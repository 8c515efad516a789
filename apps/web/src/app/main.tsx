import '@/styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { initI18n } from '@/lib/i18n';
import { wireApiClient } from './api-wiring';
import { Providers } from './providers';
import { router } from './router';

wireApiClient();

// Render once the starting language is in: the first paint has the right text and direction.
// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread for the whole page at once (a phone's first input stays responsive).
void initI18n().then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    ),
  );
});
