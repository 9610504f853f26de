// Entry point: creates the app-wide instances once and mounts the app.
import './lib/style-nonce';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createEmotionCache } from '@hair/ui';
import { App } from './App';
import { createQueryClient } from './lib/query-client';
import { createApiClient } from './lib/trpc';
import { createAppRouter } from './router';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} apiClient={createApiClient()} emotionCache={createEmotionCache()} />
  </StrictMode>,
);
