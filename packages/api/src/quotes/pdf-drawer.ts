// Quote PDFs drawn in a worker thread: a 50-line quote holds a thread for hundreds of
// milliseconds, which the thread answering requests cannot spare.
import type { PublicQuote } from '@hair/domain';
import { createWorkerPool } from '../shared/worker-pool';

// From the source, the worker is the .ts beside this file; in the server's bundle,
// where every module's URL is the bundle's, dist/pdf-worker.js.
const ENTRY = new URL(import.meta.url.endsWith('.ts') ? './pdf-worker.ts' : './pdf-worker.js', import.meta.url);

const pool = createWorkerPool<PublicQuote, Uint8Array>(ENTRY);

/** The quote's PDF, drawn off the request thread. */
export async function drawQuotePdf(quote: PublicQuote): Promise<Buffer> {
  const pdf = await pool.run(quote);
  // A Buffer crosses between threads as a plain Uint8Array.
  return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}
