// What the server sends for a page: its head (seo/), and for a public page the page
// itself, rendered with its data (ssr.ts). The admin is rendered in the browser.
import type { Logger } from 'pino';
import { loggableUrl } from './request-logs';
import { withPageTitle } from './seo/page-head';
import { matchRoute } from './seo/routes';
import type { SpaPage, SpaPageRenderer } from './spa';
import type { RenderPageApp } from './ssr';

/**
 * `origin` is the site's public origin (PUBLIC_URL): the absolute URLs of a page (its
 * images, srcset, preloads) are built on it, never on the request's Host, which the
 * client writes and a kept page would hand to everyone.
 */
export function createPageRenderer(renderHead: SpaPageRenderer, renderApp: RenderPageApp | null, logger: Logger, origin: string): SpaPageRenderer {
  return async (req, nonce): Promise<SpaPage | null> => {
    const route = matchRoute(req.path);
    // A quote behind its link, or a reset link, is the holder's alone: no shared cache may keep it.
    const personal = route.kind === 'quote' || route.kind === 'resetPassword' ? { personal: true } : {};
    const head = await renderHead(req, nonce);
    if (!renderApp || route.kind === 'admin') return head && { ...head, ...personal };
    try {
      const outcome = await renderApp({ url: req.originalUrl, origin, nonce, clientIp: req.ip ?? req.socket.remoteAddress ?? 'unknown' });
      if (outcome.kind === 'redirect') return { status: outcome.status, redirect: outcome.location };
      // A missing product or post is 404 whichever side noticed it.
      const status = head?.status === 404 || outcome.status === 404 ? 404 : outcome.status;
      const tags = head?.head !== undefined && outcome.pageTitle ? withPageTitle(head.head, outcome.pageTitle) : head?.head;
      return { status, head: tags, app: outcome, ...personal };
    } catch (error) {
      // The browser can still render the page: send the shell, and say why in the log.
      logger.error({ err: error, path: loggableUrl(req.path) }, 'server render failed');
      return head && { ...head, ...personal };
    }
  };
}
