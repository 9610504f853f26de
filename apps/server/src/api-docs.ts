// The REST API's OpenAPI document (/api/openapi.json) and its interactive reference
// (/api/docs, Swagger UI). The reference's files come from the swagger-ui-dist
// package and are served from here: no CDN, and a strict CSP with only 'self'.
import { createRequire } from 'node:module';
import path from 'node:path';
import { Router, type Response } from 'express';
import helmet from 'helmet';
import { openApiDocument, REST_BASE_PATH } from '@hair/api';

export const OPENAPI_JSON_PATH = `${REST_BASE_PATH}/openapi.json`;
export const API_DOCS_PATH = `${REST_BASE_PATH}/docs`;

const swaggerUiDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
/** The only files of the package the page uses. */
const ASSETS = new Set(['swagger-ui.css', 'swagger-ui-bundle.js']);

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>REST API reference</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<link rel="stylesheet" href="${API_DOCS_PATH}/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${API_DOCS_PATH}/swagger-ui-bundle.js"></script>
<script src="${API_DOCS_PATH}/start.js"></script>
</body>
</html>
`;

const START_SCRIPT = `window.ui = SwaggerUIBundle({ url: ${JSON.stringify(OPENAPI_JSON_PATH)}, dom_id: '#swagger-ui', deepLinking: true });\n`;

/** Every script and style is a file of this origin, so the page needs no nonce and no 'unsafe-inline'. */
const docsSecurityHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginResourcePolicy: { policy: 'same-site' },
});

const revalidate = (res: Response) => res.setHeader('Cache-Control', 'public, no-cache');

/** Mount at the app's root, after the API's own security headers (the docs page replaces their CSP). */
export function apiDocs(): Router {
  const router = Router();
  router.get(OPENAPI_JSON_PATH, (_req, res) => {
    revalidate(res);
    res.json(openApiDocument());
  });
  router.use(API_DOCS_PATH, docsSecurityHeaders);
  router.get(API_DOCS_PATH, (_req, res) => {
    revalidate(res);
    res.type('html').send(PAGE);
  });
  router.get(`${API_DOCS_PATH}/start.js`, (_req, res) => {
    revalidate(res);
    res.type('js').send(START_SCRIPT);
  });
  router.get(`${API_DOCS_PATH}/:asset`, (req, res, next) => {
    const { asset } = req.params;
    if (!ASSETS.has(asset)) return next();
    revalidate(res);
    res.sendFile(asset, { root: swaggerUiDir });
  });
  return router;
}
