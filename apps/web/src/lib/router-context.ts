// What every route can reach through its context (loaders, beforeLoad guards).
import type { QueryClient } from '@tanstack/react-query';
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@hair/api';
import type { Session } from '../features/session/session-context';

export interface RouterContext {
  queryClient: QueryClient;
  /** The typed query options of every API call (the same keys the components use). */
  trpc: TRPCOptionsProxy<AppRouter>;
  /** True while the server renders the page: loaders wait for their data there. */
  serverRender: boolean;
  /** The session as of the last render; admin guards read it in beforeLoad. */
  session: Session;
}
