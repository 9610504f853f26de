// A file sent as a request's raw body (a QC video, a price file). The REST route hands
// the procedure a stream that reads nothing until the procedure, past its admin check,
// reads it; then whole, but never past the file's limit: 413 as soon as the declared
// length or the bytes received pass it, and the rest is never read.
import { z } from 'zod';
import { badRequest, tooLarge } from '../errors';

/** The stream of a route's body and the length its client declared (Content-Length), when it did; `route` names where the file goes. */
export function fileBodySchema(what: string, route: string) {
  return z.object({
    size: z.number().int().min(0).optional(),
    body: z.instanceof(ReadableStream<Uint8Array>, { error: `send the ${what} as the body of ${route}` }),
  });
}
export interface FileBody {
  size?: number;
  body: ReadableStream<Uint8Array>;
}

export interface FileBodyLimits {
  maxBytes: number;
  tooLarge: string;
  /** The client went away before the end of its file. */
  interrupted: string;
}

export async function readFileBody({ size, body }: FileBody, limits: FileBodyLimits): Promise<Buffer> {
  if (size !== undefined && size > limits.maxBytes) throw tooLarge(limits.tooLarge);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const chunk = await reader.read().catch(() => {
        throw badRequest(limits.interrupted);
      });
      if (chunk.done) return Buffer.concat(chunks, total);
      total += chunk.value.byteLength;
      if (total > limits.maxBytes) throw tooLarge(limits.tooLarge);
      chunks.push(chunk.value);
    }
  } finally {
    reader.releaseLock();
  }
}
