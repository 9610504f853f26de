// The router: file routes from routes/ (routeTree.gen.ts is written by the
// TanStack Router plugin), the shared context, and the fallback error page.
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { type QueryClient } from '@tanstack/react-query';
import { routeTree } from './routeTree.gen';
import { ErrorPage } from './routes/-components/ErrorPage';
import { type RouterContext } from './lib/router-context';

export interface AppRouterOptions {
  queryClient: QueryClient;
  trpc: RouterContext['trpc'];
  /** The server's render of one page (loaders wait for their data). */
  serverRender?: boolean;
  /** The server renders the requested URL from memory; the browser uses its own history. */
  history?: RouterHistory;
  /** The response's CSP nonce, for the scroll-restoring script the router writes into a server render. */
  nonce?: string;
}

export function createAppRouter({ queryClient, trpc, serverRender = false, history, nonce }: AppRouterOptions) {
  return createRouter({
    routeTree,
    history,
    ssr: { nonce },
    // The session is handed in by <RouterProvider context> on every render (see App).
    context: { queryClient, trpc, serverRender, session: undefined! } satisfies RouterContext,
    defaultPreload: 'intent',
    // React Query owns data freshness; the router must not cache on its own.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultErrorComponent: ErrorPage,
  });
}

export type AppRouterInstance = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouterInstance;
  }
}
