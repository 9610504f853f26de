import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

const here = path.dirname(fileURLToPath(import.meta.url));
// The API server of `npm run dev:server`; the dev server forwards API and media calls to it.
const API_TARGET = 'http://localhost:4000';

export default defineConfig({
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
  ],
  // The server replaces this placeholder in index.html with each response's CSP nonce;
  // Vite puts it on its tags and on <meta property="csp-nonce"> for emotion.
  html: { cspNonce: '__CSP_NONCE__' },
  server: {
    proxy: {
      '/api': API_TARGET,
      '/uploads': API_TARGET,
    },
  },
  build: {
    // WEB_OUT_DIR lets two builds run side by side (the e2e server reads E2E_WEB_DIST).
    outDir: process.env.WEB_OUT_DIR || path.join(here, 'dist'),
    emptyOutDir: true,
    assetsDir: 'assets',
    rolldownOptions: {
      treeshake: {
        // Our packages are pure at import time (sideEffects: false); said here too because
        // they are linked as source: a module nothing uses, e.g. a file of zod schemas, stays out.
        moduleSideEffects: [{ test: /[\\/]packages[\\/](domain|ui)[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
});
