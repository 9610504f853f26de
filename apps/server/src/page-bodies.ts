// A page's body in each encoding a client may ask for, each made once, on the first
// request for it: a kept page is compressed once however often it is sent.
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Encoding } from './compressed-assets';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * How hard to compress: a kept page is sent many times, a page rendered for one response
 * once. Brotli 10 makes these pages 7-9 % smaller than 5 or 9 in well under 0.1 s; 11 saves
 * 2 % more but takes 0.2-0.4 s, which the first requests after each render would wait
 * (docs/decisions/023).
 */
export const KEPT_COMPRESSION = { brotli: 10, gzip: 9 } as const;
export const ONE_RESPONSE_COMPRESSION = { brotli: 5, gzip: 6 } as const;

export interface PageBodies {
  body(encoding: Encoding | null): Promise<Buffer>;
  /** The encodings asked for so far (null: none). */
  asked(): (Encoding | null)[];
  /** The size of the bodies made so far. */
  bytes(): number;
}

/** `onMade`: told the size of each body once it is made (the page cache counts them). */
export function pageBodies(html: string, levels: { brotli: number; gzip: number }, onMade: (bytes: number) => void = () => undefined): PageBodies {
  const made = new Map<Encoding | null, Promise<Buffer>>();
  let bytes = 0;
  const make = async (encoding: Encoding | null): Promise<Buffer> => {
    const raw = Buffer.from(html);
    const body =
      encoding === 'br'
        ? await brotli(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: levels.brotli, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } })
        : encoding === 'gzip'
          ? await gzipAsync(raw, { level: levels.gzip })
          : raw;
    bytes += body.length;
    onMade(body.length);
    return body;
  };
  return {
    body(encoding) {
      let body = made.get(encoding);
      if (!body) {
        body = make(encoding);
        made.set(encoding, body);
        // A failed compression is tried again by the next request, not kept.
        body.catch(() => made.delete(encoding));
      }
      return body;
    },
    asked: () => [...made.keys()],
    bytes: () => bytes,
  };
}
