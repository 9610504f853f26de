// The server's render of a public page: the route's loaders read the data through
// the API client the server passes in (its procedures, called in-process), then the
// page is rendered to HTML with the critical CSS of what it shows and the data for
// the browser (lib/page-state). The admin is never rendered here.
import { renderToString } from 'react-dom/server';
import createEmotionServer from '@emotion/server/create-instance';
import { createMemoryHistory } from '@tanstack/react-router';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@hair/api';
import type { RenderedPageTitle } from '@hair/domain';
import { createEmotionCache } from '@hair/ui';
import { App } from './App';
import { withServerRender } from './lib/api-base';
import { PageTitleReport } from './lib/page-meta';
import { serializePageState } from './lib/page-state';
import { createQueryClient } from './lib/query-client';
import type { ApiClient } from './lib/trpc';
import { createAppRouter } from './router';

export interface RenderRequest {
  /** Path and query of the page. */
  url: string;
  /** The page's origin as the browser sees it ('https://shop.example'): media URLs are built on it. */
  origin: string;
  /** Where stored files are served from instead of the origin's /uploads/ (PUBLIC_MEDIA_URL). */
  mediaBase?: string;
  /** This response's CSP nonce, for the style tags. */
  nonce: string;
  /** The API, called in-process. */
  client: ApiClient;
}

export type RenderResult =
  | { kind: 'page'; status: number; html: string; styles: string; state: string; pageTitle?: RenderedPageTitle }
  | { kind: 'redirect'; status: number; location: string };

export async function render({ url, origin, mediaBase, nonce, client }: RenderRequest): Promise<RenderResult> {
  const queryClient = createQueryClient({ serverRender: true });
  const trpc = createTRPCOptionsProxy<AppRouter>({ client, queryClient });
  const router = createAppRouter({ queryClient, trpc, serverRender: true, history: createMemoryHistory({ initialEntries: [url] }), nonce });
  await router.load();

  // What the router's server load decided: render (with 200 or 404) or redirect.
  const outcome = router._serverResult;
  if (outcome?.type === 'redirect') {
    const { redirect } = outcome;
    return { kind: 'redirect', status: redirect.status || 307, location: redirect.options.href ?? router.buildLocation(redirect.options).href };
  }

  const emotionCache = createEmotionCache(nonce);
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(emotionCache);
  let pageTitle: RenderedPageTitle | undefined;
  const html = withServerRender({ origin, mediaBase }, () =>
    renderToString(
      <PageTitleReport.Provider value={(named) => (pageTitle = named)}>
        <App router={router} queryClient={queryClient} apiClient={client} emotionCache={emotionCache} />
      </PageTitleReport.Provider>,
    ),
  );
  return {
    kind: 'page',
    status: outcome?.status ?? 200,
    html,
    styles: constructStyleTagsFromChunks(extractCriticalToChunks(html)),
    state: serializePageState(queryClient),
    pageTitle,
  };
}
