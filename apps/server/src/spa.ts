// Serves the built web app: hashed assets with long cache headers, and for every other
// path index.html with the page's own head tags, its server render when it is a public
// page (kept in the page cache, with its compressed bodies), and its own CSP.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Express, type Request, type Response } from 'express';
import { MEDIA_BASE_META } from '@hair/domain';
import { bundledImageVariants } from './bundled-image-variants';
import { compressedAssets } from './compressed-assets';
import { forOneResponse, pageCacheKey, type PageCache, type RenderedPage } from './page-cache';
import { finalPage, PAGE_NONCE } from './page-policy';
import { escapeMarkup } from './seo/markup';
import { sendPage } from './send-page';
import type { RenderedApp } from './ssr';

/** The id of the <script type="application/json"> with the page's data (apps/web lib/page-state.ts). */
export const PAGE_STATE_ID = 'page-state';

/** The placeholder that the web build writes where the nonce goes (vite `html.cspNonce`): it marks the app's own scripts and styles. */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * The part of index.html's <head> that each page replaces with its own tags (title,
 * description, canonical, Open Graph, JSON-LD). What the markers enclose is the
 * default, used as it is when the page's data cannot be read.
 */
const PAGE_HEAD_REGION = /<!--\s*page-head\b[\s\S]*?-->[\s\S]*?<!--\s*\/page-head\s*-->/;

/** What the server knows about the requested page. */
export interface SpaPage {
  status: number;
  /** Tags for the page-head region of index.html; absent, the template's default tags stay. */
  head?: string;
  /** The page rendered on the server (public pages); absent, the browser renders it. */
  app?: RenderedApp;
  /** The page moved: answer with this location instead. */
  redirect?: string;
  /** The page is one visitor's (a quote behind its link): sent with `Cache-Control: private, no-store`. */
  personal?: boolean;
}

export type SpaPageRenderer = (req: Request, nonce: string) => Promise<SpaPage | null>;

const EMPTY_ROOT = '<div id="root"></div>';

/** index.html with the server's render in #root, its styles in <head> and its data after it. */
export function withRenderedApp(html: string, app: RenderedApp): string {
  const state = `<script type="application/json" id="${PAGE_STATE_ID}">${app.state}</script>`;
  return html.replace('</head>', () => `${app.styles}\n</head>`).replace(EMPTY_ROOT, () => `<div id="root">${app.html}</div>${state}`);
}

/** index.html with the page's tags in place of the default ones (or before </head> when the template has no region). */
export function withPageHead(html: string, head: string): string {
  // Replacer functions: a '$' in stored text must not be read as a replacement pattern.
  if (PAGE_HEAD_REGION.test(html)) return html.replace(PAGE_HEAD_REGION, () => head);
  return html.replace('</head>', () => `${head}\n</head>`);
}

/** index.html for one request: its head, its render, made final with its CSP. */
async function composePage(template: string, req: Request, renderPage?: SpaPageRenderer): Promise<RenderedPage> {
  const page = renderPage ? await renderPage(req, PAGE_NONCE) : null;
  if (page?.redirect) return { status: page.status, html: '', csp: '', redirect: page.redirect };
  let html = template;
  if (page?.head !== undefined) html = withPageHead(html, page.head);
  if (page?.app) html = withRenderedApp(html, page.app);
  return { status: page?.status ?? 200, ...finalPage(html), personal: page?.personal };
}

/** index.html with the <meta> that tells the app where stored files are served from (PUBLIC_MEDIA_URL). */
function withMediaBase(html: string, mediaBase: string | undefined): string {
  if (!mediaBase) return html;
  return html.replace('</head>', () => `<meta name="${MEDIA_BASE_META}" content="${escapeMarkup(mediaBase)}" />\n</head>`);
}

/** `mediaBase`: where stored files are served from instead of /uploads/ (PUBLIC_MEDIA_URL). */
export function mountSpa(app: Express, webDist: string, renderPage?: SpaPageRenderer, pageCache?: PageCache | null, mediaBase?: string): void {
  const indexFile = path.join(webDist, 'index.html');
  let template: string | null = null;
  const loadTemplate = () => (template ??= existsSync(indexFile) ? withMediaBase(readFileSync(indexFile, 'utf8').replaceAll(NONCE_PLACEHOLDER, PAGE_NONCE), mediaBase) : null);

  app.use('/assets', compressedAssets(path.join(webDist, 'assets')));
  app.use('/assets', express.static(path.join(webDist, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }));
  // The template itself is never served as a file: without its nonce the CSP would block the app's styles.
  app.get('/index.html', (_req, res) => res.redirect(301, '/'));
  app.use(bundledImageVariants(webDist));
  app.use(express.static(webDist, { index: false, maxAge: '1h' }));

  app.get('/{*splat}', async (req: Request, res: Response) => {
    const html = loadTemplate();
    if (!html) {
      res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
      return;
    }
    const render = () => composePage(html, req, renderPage);
    const key = pageCache ? pageCacheKey(req) : null;
    const page = key && pageCache ? await pageCache.load(key, render) : forOneResponse(await render());
    if (page.redirect) return void res.redirect(page.status, page.redirect);
    await sendPage(req, res, page);
  });
}
