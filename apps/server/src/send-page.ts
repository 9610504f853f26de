// Sends a page in the encoding the client accepts (brotli, else gzip, else none), with
// the page's own CSP: the stored bytes when the page is kept (page-bodies.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pickEncoding } from './compressed-assets';
import type { PageBodies } from './page-bodies';

export interface PageToSend {
  status: number;
  /** The page's Content-Security-Policy (page-policy.ts). */
  csp: string;
  bodies: PageBodies;
  personal?: boolean;
}

export async function sendPage(req: IncomingMessage, res: ServerResponse, page: PageToSend): Promise<void> {
  const encoding = pickEncoding(req.headers['accept-encoding']);
  const body = await page.bodies.body(encoding);
  if (res.headersSent || res.destroyed) return;
  res.statusCode = page.status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Content-Security-Policy', page.csp);
  res.setHeader('Cache-Control', page.personal ? 'private, no-store' : 'no-cache');
  res.setHeader('Vary', 'Accept-Encoding');
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}
