// What the server sends for a page: its head (seo/), and for a public page the page
// itself, rendered with its data (ssr.ts). The admin is rendered in the browser.
import type { Request } from 'express';
import type { Logger } from 'pino';
import { loggableUrl } from './request-logs';
import { matchRoute } from './seo/routes';
import type { SpaPage, SpaPageRenderer } from './spa';
import type { RenderPageApp } from './ssr';

/** The page's origin as the browser sees it (behind a trusted proxy, its scheme). */
function pageOrigin(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

export function createPageRenderer(renderHead: SpaPageRenderer, renderApp: RenderPageApp | null, logger: Logger): SpaPageRenderer {
  return async (req, nonce): Promise<SpaPage | null> => {
    const route = matchRoute(req.path);
    // A quote behind its link, or a reset link, is the holder's alone: no shared cache may keep it.
    const personal = route.kind === 'quote' || route.kind === 'resetPassword' ? { personal: true } : {};
    const head = await renderHead(req, nonce);
    if (!renderApp || route.kind === 'admin') return head && { ...head, ...personal };
    try {
      const outcome = await renderApp({ url: req.originalUrl, origin: pageOrigin(req), nonce, clientIp: req.ip ?? req.socket.remoteAddress ?? 'unknown' });
      if (outcome.kind === 'redirect') return { status: outcome.status, redirect: outcome.location };
      // A missing product or post is 404 whichever side noticed it.
      const status = head?.status === 404 || outcome.status === 404 ? 404 : outcome.status;
      return { status, head: head?.head, app: outcome, ...personal };
    } catch (error) {
      // The browser can still render the page: send the shell, and say why in the log.
      logger.error({ err: error, path: loggableUrl(req.path) }, 'server render failed');
      return head && { ...head, ...personal };
    }
  };
}
