// The server's render of public pages (apps/web/src/entry-server.tsx, built with
// `vite build --ssr`). Its loaders call the API's procedures in-process through a
// tRPC client with a local link: the same procedures, input checks and caches as a
// browser's call, without an HTTP hop to itself.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { createTRPCClient, unstable_localLink } from '@trpc/client';
import superjson from 'superjson';
import { appRouter, createContextInner, type AppDeps, type AppRouter } from '@hair/api';
import type { RenderedPageTitle } from '@hair/domain';

export interface RenderedApp {
  /** The markup inside #root. */
  html: string;
  /** <style> tags of the CSS the page uses. */
  styles: string;
  /** The data the page was rendered with, as JSON for a <script type="application/json">. */
  state: string;
  /** The title the page named itself while rendered (its list filters included). */
  pageTitle?: RenderedPageTitle;
}

export type RenderOutcome =
  | ({ kind: 'page'; status: number } & RenderedApp)
  | { kind: 'redirect'; status: number; location: string };

export interface RenderRequest {
  url: string;
  origin: string;
  nonce: string;
  /** The visitor's address: reads that count per address (a quote's link) count against theirs. */
  clientIp: string;
}

export type RenderPageApp = (request: RenderRequest) => Promise<RenderOutcome>;

interface ServerEntry {
  /** `mediaBase`: where stored files are served from instead of /uploads/ (PUBLIC_MEDIA_URL). */
  render(request: Omit<RenderRequest, 'clientIp'> & { mediaBase?: string; client: ReturnType<typeof createTRPCClient<AppRouter>> }): Promise<RenderOutcome>;
}

/**
 * The render function of the built entry, or null when the web app's server build is
 * missing or cannot load (the browser then renders every page: the site still works).
 */
export async function loadServerRender(entryFile: string, deps: AppDeps): Promise<RenderPageApp | null> {
  if (!existsSync(entryFile)) return null;
  let entry: ServerEntry;
  try {
    entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  } catch (error) {
    deps.logger.error({ err: error, entry: entryFile }, 'the server render of the web app could not be loaded');
    return null;
  }
  // Each call gets a fresh anonymous context: pages are rendered for visitors, never for a session.
  const clientFor = (ip: string) =>
    createTRPCClient<AppRouter>({
      links: [unstable_localLink({ router: appRouter, createContext: async () => createContextInner(deps, { ip }), transformer: superjson })],
    });
  return ({ clientIp, ...request }) => entry.render({ ...request, mediaBase: deps.config.publicMediaUrl, client: clientFor(clientIp) });
}
