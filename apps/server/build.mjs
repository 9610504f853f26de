// Bundles the server (and our workspace packages, which ship as TypeScript
// source) into dist/. Third-party packages stay external and load from node_modules.
import { build } from 'esbuild';

const externalThirdParty = {
  name: 'external-third-party',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@hair/') ? undefined : { path: args.path, external: true }));
  },
};

await build({
  // The worker that draws quote PDFs loads from beside the server (packages/api: quotes/pdf-drawer.ts).
  entryPoints: { main: 'src/main.ts', cli: 'src/cli.ts', 'pdf-worker': '../../packages/api/src/quotes/pdf-worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalThirdParty],
  logLevel: 'warning',
});
