// Entry point in the browser: creates the app-wide instances once. A public page
// arrives rendered by the server with its data (lib/page-state): the app takes
// over that markup (hydration). The admin arrives empty and is rendered here.
import './lib/style-nonce';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@hair/api';
import { createEmotionCache } from '@hair/ui';
import { App } from './App';
import { replayEarlyInput, takeEarlyActions, takeTypedFields } from './lib/early-input';
import { restorePageState } from './lib/page-state';
import { createQueryClient } from './lib/query-client';
import { createApiClient } from './lib/trpc';
import { createAppRouter } from './router';

async function start(container: HTMLElement) {
  const queryClient = createQueryClient();
  const apiClient = createApiClient();
  const trpc = createTRPCOptionsProxy<AppRouter>({ client: apiClient, queryClient });
  const router = createAppRouter({ queryClient, trpc });
  const rendered = restorePageState(queryClient) && container.hasChildNodes();
  if (rendered) {
    // The route's code and data must be in place before React compares its render with the page,
    // and the router renders its tree as it did on the server (no suspense boundary of its own around it).
    router.ssr = { manifest: undefined };
    await router.load();
  }
  // What the visitor did before the app started is given to the app once it is on screen, once:
  // the typed text is read now, before React takes over the fields; the taps once it has.
  const typed = takeTypedFields();
  let handedOver = false;
  const onStarted = () => {
    if (handedOver) return;
    handedOver = true;
    void replayEarlyInput({ typed, actions: takeEarlyActions() });
    // For whoever needs to know that links now move within the app (tests, monitoring).
    document.documentElement.dataset.app = 'ready';
  };
  const app = (
    <StrictMode>
      <App
        router={router}
        queryClient={queryClient}
        apiClient={apiClient}
        emotionCache={createEmotionCache()}
        hydrating={rendered}
        onStarted={onStarted}
      />
    </StrictMode>
  );
  if (rendered) hydrateRoot(container, app, { onRecoverableError: (error) => console.error('Hydration problem:', error) });
  else createRoot(container).render(app);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void start(container);
