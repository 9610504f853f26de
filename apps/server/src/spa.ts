// Serves the built single-page app: hashed assets with long cache headers and
// index.html (with this request's CSP nonce) for every other path.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Express, type Request, type Response } from 'express';
import { cspNonce } from './security';

/** The placeholder that the web build writes where the nonce goes (vite `html.cspNonce`). */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

export function mountSpa(app: Express, webDist: string): void {
  const indexFile = path.join(webDist, 'index.html');
  let template: string | null = null;
  const loadTemplate = () => (template ??= existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null);

  app.use('/assets', express.static(path.join(webDist, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }));
  app.use(express.static(webDist, { index: false, maxAge: '1h' }));

  app.get('/{*splat}', (req: Request, res: Response) => {
    const html = loadTemplate();
    if (!html) {
      res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(html.replaceAll(NONCE_PLACEHOLDER, cspNonce(res)));
  });
}
