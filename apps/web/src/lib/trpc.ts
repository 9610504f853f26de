// The typed API client: tRPC over HTTP at {apiBase}/trpc with superjson, sending
// the stored token as a bearer header. Components reach it through useTRPC().
import { createTRPCClient, httpBatchLink, type TRPCClient } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import superjson from 'superjson';
import type { AppRouter } from '@hair/api';
import { getApiBase } from './api-base';
import { readAuthToken } from './auth-token';

export type ApiClient = TRPCClient<AppRouter>;

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

export interface ApiClientOptions {
  apiBase?: string;
  getToken?: () => string | null;
}

export function createApiClient({ apiBase = getApiBase(), getToken = readAuthToken }: ApiClientOptions = {}): ApiClient {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${apiBase}/trpc`,
        transformer: superjson,
        // The server refuses a batch of more than 10 calls.
        maxItems: 10,
        headers() {
          const token = getToken();
          return token ? { authorization: `Bearer ${token}` } : {};
        },
      }),
    ],
  });
}
