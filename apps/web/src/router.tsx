// The router: file routes from routes/ (routeTree.gen.ts is written by the
// TanStack Router plugin), the shared context, and the fallback error page.
import { createRouter } from '@tanstack/react-router';
import { type QueryClient } from '@tanstack/react-query';
import { routeTree } from './routeTree.gen';
import { ErrorPage } from './routes/-components/ErrorPage';
import { type RouterContext } from './lib/router-context';

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    // The session is handed in by <RouterProvider context> on every render (see App).
    context: { queryClient, session: undefined! } satisfies RouterContext,
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
