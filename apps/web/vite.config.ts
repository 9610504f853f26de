import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { deferredEntry } from './vite-plugins/deferred-entry.ts';
import { muiWithoutCssVars } from './vite-plugins/mui-without-css-vars.ts';
import { precompress } from './vite-plugins/precompress.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The placeholder the server replaces in index.html with each response's CSP nonce. */
const CSP_NONCE = '__CSP_NONCE__';
// The API server of `npm run dev:server`; the dev server forwards API and media calls to it.
const API_TARGET = 'http://localhost:4000';
// The libraries every page needs: React, emotion and MUI's styling core with the
// components every page's layout uses, the router, the data layer.
const FRAMEWORK_MODULES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|@emotion[\\/][^\\/]+|stylis|@tanstack[\\/][^\\/]+|@trpc[\\/][^\\/]+|superjson|copy-anything|is-what|@mui[\\/](system|styled-engine|private-theming)|@mui[\\/]material[\\/](styles|utils|zero-styled|DefaultPropsProvider|Typography|ButtonBase|Button|IconButton|SvgIcon|Box|Container|Grid|Stack|Link|CssBaseline|GlobalStyles|useMediaQuery|transitions|className)|react-transition-group|clsx|hoist-non-react-statics|react-is|use-sync-external-store|@babel[\\/]runtime)[\\/]/;

export default defineConfig(({ isSsrBuild }) => ({
  root: here,
  plugins: [
    // Must come before react(): it writes routeTree.gen.ts and splits each route's component.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: path.join(here, 'src/routes'),
      generatedRouteTree: path.join(here, 'src/routeTree.gen.ts'),
    }),
    react(),
    muiWithoutCssVars(),
    deferredEntry({ nonce: CSP_NONCE }),
    precompress(),
  ],
  // The server replaces this placeholder in index.html with each response's CSP nonce;
  // Vite puts it on its tags and on <meta property="csp-nonce"> for emotion.
  html: { cspNonce: CSP_NONCE },
  server: {
    proxy: {
      '/api': API_TARGET,
      '/uploads': API_TARGET,
    },
  },
  // The server's render of public pages (src/entry-server.tsx, `vite build --ssr`) is one
  // self-contained bundle: it runs wherever it is put, whatever node_modules holds there.
  ssr: { noExternal: true },
  build: {
    // WEB_OUT_DIR lets two builds run side by side (the e2e server reads E2E_WEB_DIST);
    // the server's render goes beside the browser's files, never among them (they are public).
    outDir: isSsrBuild
      ? process.env.WEB_SSR_OUT_DIR || path.join(here, 'dist-server')
      : process.env.WEB_OUT_DIR || path.join(here, 'dist'),
    emptyOutDir: true,
    copyPublicDir: !isSsrBuild,
    assetsDir: 'assets',
    manifest: Boolean(process.env.WEB_MANIFEST),
    // The entry's chunk, with the framework, is one on purpose (about 155 KB compressed, 560 KB raw).
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every page runs before anything else, in one chunk (it lands in the entry's):
            // the libraries (FRAMEWORK_MODULES) and the app's own code the entry imports (the shell,
            // the layout, the routes' definitions, the words every page shows). One request and one
            // compression window instead of dozens of small chunks, each compressed on its own.
            { name: 'framework', test: (id) => FRAMEWORK_MODULES.test(id) || !/[\\/]node_modules[\\/]/.test(id), tags: ['$initial'] },
            // Not what only the product page and the admin use (a product's video and trade terms),
            // nor the quote pages' rules, words and country list:
            // those go with the pages that need them, not into every page's first load.
            { name: 'shared', test: /[\\/]packages[\\/](domain|ui)[\\/]src[\\/](?!schemas[\\/]|admin-texts|trade-terms|product-video|product-detail-reader|quote-|countries|price-grid)/, minShareCount: 3 },
          ],
        },
      },
      treeshake: {
        // Our packages are pure at import time (sideEffects: false); said here too because
        // they are linked as source: a module nothing uses, e.g. a file of zod schemas, stays out.
        moduleSideEffects: [{ test: /[\\/]packages[\\/](domain|ui)[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
}));
