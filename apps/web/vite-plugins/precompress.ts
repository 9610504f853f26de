// A Vite plugin: each JavaScript and CSS file of the build is also written brotli- and
// gzip-compressed (name.js.br, name.js.gz) at the strongest settings, which take too
// long to run on a request. The server sends these (apps/server compressed-assets.ts).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(?:js|css|svg|json)$/;

/** The bytes as brotli at its best (quality 11, a 16 MB window) and as gzip -9. */
export async function compressBest(bytes: Buffer): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_LGWIN]: 24, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
    gzipAsync(bytes, { level: 9 }),
  ]);
  return { br, gz };
}

export function precompress(): Plugin {
  let assetsDir = '';
  let ssr = false;
  return {
    name: 'hair:precompress',
    apply: 'build',
    configResolved(config) {
      assetsDir = path.resolve(config.root, config.build.outDir, config.build.assetsDir);
      ssr = Boolean(config.build.ssr);
    },
    async writeBundle() {
      if (ssr) return;
      const files = (await readdir(assetsDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const { br, gz } = await compressBest(await readFile(path.join(assetsDir, file)));
          await Promise.all([writeFile(path.join(assetsDir, `${file}.br`), br), writeFile(path.join(assetsDir, `${file}.gz`), gz)]);
        }),
      );
    },
  };
}
