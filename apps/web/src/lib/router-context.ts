// What every route can reach through its context (loaders, beforeLoad guards).
import type { QueryClient } from '@tanstack/react-query';
import type { Session } from '../features/session/session-context';

export interface RouterContext {
  queryClient: QueryClient;
  /** The session as of the last render; admin guards read it in beforeLoad. */
  session: Session;
}
