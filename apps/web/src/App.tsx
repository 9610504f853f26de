// The provider stack: theme (with the CSP-nonce emotion cache), data cache, typed
// API client, session, and the router on top; toasts beside them, loaded with the first one.
import { Suspense, lazy, useEffect, useRef } from 'react';
import { type EmotionCache } from '@emotion/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { AppThemeProvider } from '@hair/ui';
import { SessionProvider } from './features/session/SessionProvider';
import { useSession } from './features/session/session-context';
import { AppStartedProvider } from './lib/app-started';
import { RouterLink } from './lib/router-link';
import { ToastHost } from './lib/toast-host';
import { TRPCProvider, type ApiClient } from './lib/trpc';
import { type AppRouterInstance } from './router';

// A signed-in buyer's quote list is kept on the server: its code loads with the first sign-in.
const QuoteListSync = lazy(() => import('./features/quote/QuoteListSync').then((module) => ({ default: module.QuoteListSync })));

export interface AppProps {
  router: AppRouterInstance;
  queryClient: QueryClient;
  apiClient: ApiClient;
  emotionCache: EmotionCache;
  /** The page came rendered from the server (see SessionProvider). */
  hydrating?: boolean;
  /** Called when a screen's layout is on screen and listening (lib/app-started). */
  onStarted?: () => void;
}

function RoutedApp({ router }: Pick<AppProps, 'router'>) {
  const session = useSession();
  const { user, isAdmin, loading } = session;
  // Guards run in beforeLoad: run them again when the session changes (not on the
  // first render, whose matches the router has just loaded).
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void router.invalidate();
  }, [router, user, isAdmin, loading]);
  return (
    <>
      <RouterProvider router={router} context={{ session }} />
      {user && (
        <Suspense fallback={null}>
          <QuoteListSync />
        </Suspense>
      )}
    </>
  );
}

export function App({ router, queryClient, apiClient, emotionCache, hydrating, onStarted }: AppProps) {
  return (
    <AppThemeProvider cache={emotionCache} linkComponent={RouterLink}>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={apiClient} queryClient={queryClient}>
          <SessionProvider client={apiClient} hydrating={hydrating}>
            <AppStartedProvider value={onStarted}>
              <RoutedApp router={router} />
            </AppStartedProvider>
          </SessionProvider>
        </TRPCProvider>
      </QueryClientProvider>
      <ToastHost />
    </AppThemeProvider>
  );
}
