// What a public route's loader does with the data its page shows. On the server it
// waits for it, so the page is rendered with its content (and the data goes to the
// browser with the page). In the browser it only starts the reads: the page appears
// at once with its loading state, as the storefront always did, and fills in.
import type { FetchQueryOptions } from '@tanstack/react-query';
import type { RouterContext } from './router-context';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query of the API, whatever its data type
type AnyQuery = FetchQueryOptions<any, any, any, any>;

export async function prefetch(context: Pick<RouterContext, 'queryClient' | 'serverRender'>, ...queries: AnyQuery[]): Promise<void> {
  // prefetchQuery never throws: a failed read leaves the page to show its error state.
  const reads = Promise.all(queries.map((query) => context.queryClient.prefetchQuery(query)));
  if (context.serverRender) await reads;
}
