// Serves the app's hashed JavaScript and CSS compressed (brotli, else gzip), as a phone
// on a slow network needs. The build writes each file compressed at the strongest
// settings beside it (name.js.br, name.js.gz); a file without them is compressed here
// once, on its first request. Either way the bytes are kept in memory: the files never
// change under their hashed names.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { type NextFunction, type Request, type Response } from 'express';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
};

export type Encoding = 'br' | 'gzip';

/** The encoding to send, from the request's Accept-Encoding (brotli preferred). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** Middleware for the assets folder; anything it does not compress falls through to express.static. */
export function compressedAssets(assetsDir: string) {
  const cache = new Map<string, Promise<Buffer | null>>();
  const root = path.resolve(assetsDir);

  const compressed = (file: string, encoding: Encoding): Promise<Buffer | null> => {
    const key = `${encoding}:${file}`;
    let entry = cache.get(key);
    if (!entry) {
      entry = readFile(`${file}.${encoding === 'br' ? 'br' : 'gz'}`)
        .catch(() => readFile(file).then((raw) => (encoding === 'br' ? brotli(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }) : gzipAsync(raw, { level: 9 }))))
        // A missing file is answered by express.static (404); nothing is cached for it.
        .catch(() => {
          cache.delete(key);
          return null;
        });
      cache.set(key, entry);
    }
    return entry;
  };

  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const type = COMPRESSIBLE[path.extname(req.path)];
    const encoding = pickEncoding(req.headers['accept-encoding']);
    const file = path.resolve(root, `.${decodeURIComponent(req.path)}`);
    if (!type || !encoding || !file.startsWith(root + path.sep)) return next();
    const body = await compressed(file, encoding);
    if (!body) return next();
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('Content-Length', String(body.length));
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
