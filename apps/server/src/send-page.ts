// Sends a page: this response's CSP nonce in place of PAGE_NONCE, compressed for the
// client (brotli, else gzip) at a level fast enough to do on every response.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { pickEncoding } from './compressed-assets';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Where a rendered page's nonce goes until it is sent: random per process, so no stored
 * content can contain it (and be given the nonce).
 */
export const PAGE_NONCE = `n${randomBytes(12).toString('hex')}`;

export async function sendPage(req: IncomingMessage, res: ServerResponse, page: { status: number; html: string; personal?: boolean }, nonce: string): Promise<void> {
  const body = Buffer.from(page.html.replaceAll(PAGE_NONCE, nonce));
  const encoding = pickEncoding(req.headers['accept-encoding']);
  const sent =
    encoding === 'br'
      ? await brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })
      : encoding === 'gzip'
        ? await gzipAsync(body, { level: 6 })
        : body;
  if (res.headersSent || res.destroyed) return;
  res.statusCode = page.status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', page.personal ? 'private, no-store' : 'no-cache');
  res.setHeader('Vary', 'Accept-Encoding');
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', sent.length);
  res.end(req.method === 'HEAD' ? undefined : sent);
}
