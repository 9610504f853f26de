// Finished quote PDFs. Drawing one takes a noticeable time (a 50-line quote:
// hundreds of milliseconds, in a worker thread: pdf-drawer.ts), so the bytes are
// kept, keyed by a hash of everything the drawing reads, and downloads of the same
// quote at once wait for one drawing. Least recently used PDFs go first once the
// byte budget is spent.
import { createHash } from 'node:crypto';
import type { PublicQuote } from '@hair/domain';
import { drawQuotePdf } from './pdf-drawer';

export const PDF_CACHE_MAX_BYTES = 8 * 1024 * 1024;

export type QuotePdfDrawer = (quote: PublicQuote) => Promise<Buffer>;

export interface QuotePdfCache {
  /** The quote's PDF: kept bytes, the drawing already under way, or a new drawing. */
  pdfOf(quote: PublicQuote): Promise<Buffer>;
  /** Drawings started so far. */
  readonly drawings: number;
  /** Bytes of the PDFs kept now. */
  readonly bytes: number;
}

/**
 * The whole quote as the API answers it: the buyer, the site's details, the
 * status on today's date. Hashing all of it, rather than picking the fields
 * drawn today, keeps a field the drawing reads tomorrow from being forgotten.
 */
export function pdfKeyOf(quote: PublicQuote): string {
  return createHash('sha256').update(JSON.stringify(quote)).digest('hex');
}

export function createQuotePdfCache({ draw = drawQuotePdf, maxBytes = PDF_CACHE_MAX_BYTES }: { draw?: QuotePdfDrawer; maxBytes?: number } = {}): QuotePdfCache {
  // A Map iterates in insertion order: the first key is the least recently used.
  const kept = new Map<string, Buffer>();
  const drawing = new Map<string, Promise<Buffer>>();
  let bytes = 0;
  let drawings = 0;

  function keep(key: string, pdf: Buffer): void {
    if (pdf.length > maxBytes) return;
    while (bytes + pdf.length > maxBytes) {
      const [oldest, old] = kept.entries().next().value!;
      kept.delete(oldest);
      bytes -= old.length;
    }
    kept.set(key, pdf);
    bytes += pdf.length;
  }

  function drawOnce(key: string, quote: PublicQuote): Promise<Buffer> {
    drawings += 1;
    // Also a drawer that throws at once answers through the promise.
    const pdf = new Promise<Buffer>((resolve) => resolve(draw(quote)))
      .then((bytesDrawn) => (keep(key, bytesDrawn), bytesDrawn))
      .finally(() => drawing.delete(key));
    drawing.set(key, pdf);
    return pdf;
  }

  return {
    pdfOf(quote) {
      const key = pdfKeyOf(quote);
      const pdf = kept.get(key);
      if (pdf) {
        kept.delete(key);
        kept.set(key, pdf);
        return Promise.resolve(pdf);
      }
      return drawing.get(key) ?? drawOnce(key, quote);
    },
    get drawings() {
      return drawings;
    },
    get bytes() {
      return bytes;
    },
  };
}

/** The server's PDFs. */
export const quotePdfs = createQuotePdfCache();
