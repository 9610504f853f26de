// The backup file: a gzipped tar, written and read entry by entry as streams, so that
// neither the media nor the database dump has to fit in memory at once.
import { createReadStream, createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';

export interface ArchiveWriter {
  /** Adds a file; `size` must be the number of bytes `body` gives. */
  add(name: string, size: number, body: Buffer | Readable): Promise<void>;
  /** Ends the archive and waits until it is on disk. */
  finish(): Promise<void>;
  /** Stops writing after a failure (the caller removes the file). */
  abort(): Promise<void>;
}

/** A new archive at `file`; an existing file is never overwritten. */
export function writeArchive(file: string): ArchiveWriter {
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(file, { flags: 'wx' }));
  // Seen by finish(); until then a failed write shows as the next add's failure.
  written.catch(() => undefined);
  const mtime = new Date();
  return {
    add(name, size, body) {
      return new Promise<void>((resolve, reject) => {
        const fail = (error: Error) => {
          if (!Buffer.isBuffer(body)) body.destroy();
          reject(error);
        };
        // tar-stream's entries are streamx writables; typed as Node's, whose end() wants an argument here.
        const entry = pack.entry({ name, size, mtime, mode: 0o644 }, (error) => (error ? fail(error) : resolve())) as unknown as NodeJS.WritableStream;
        entry.on('error', fail);
        if (Buffer.isBuffer(body)) return void entry.end(body);
        body.on('error', fail);
        body.on('data', (chunk: Buffer) => {
          if (!entry.write(chunk)) {
            body.pause();
            entry.once('drain', () => body.resume());
          }
        });
        body.on('end', () => entry.end());
      });
    },
    async finish() {
      pack.finalize();
      await written;
    },
    async abort() {
      pack.destroy();
      await written.catch(() => undefined);
    },
  };
}

export interface ArchiveEntry {
  name: string;
  size: number;
  /** Must be read to its end (or drained) before the next entry comes. */
  body: Readable;
}

/** Reads a body to its end, keeping nothing; resolves to its length. */
export async function drain(body: Readable): Promise<number> {
  let bytes = 0;
  for await (const chunk of body) bytes += (chunk as Buffer).length;
  return bytes;
}

/** The files of an archive, in order; a damaged or foreign file fails the iteration. */
export async function* readArchive(file: string): AsyncGenerator<ArchiveEntry> {
  const extract = tar.extract();
  pipeline(createReadStream(file), createGunzip(), extract).catch((error: unknown) => extract.destroy(error as Error));
  for await (const entry of extract) {
    if (entry.header.type !== 'file') {
      await drain(entry as unknown as Readable);
      continue;
    }
    yield { name: entry.header.name, size: entry.header.size ?? 0, body: entry as unknown as Readable };
  }
}
