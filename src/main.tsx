import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { AppProviders } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { registerServiceWorker } from '@/app/service-worker';
import { startAuth } from '@/features/auth';

// Validates the VITE_ variables before anything else runs (throws a readable EnvError).
import '@/config/env';

const router = createAppRouter();
void startAuth();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

registerServiceWorker();
