// /uploads/<key>: a stored file streamed from the storage, disk or bucket alike, with
// the upload headers (security.ts), validators and 304, and one byte range (206, or
// 416 past the end) so that a video can be sought. Several ranges get the whole file.
//
// Narrower copies of images (responsive-images in @hair/domain) are made when an image
// is stored; a file stored before copies were made has none, and one narrower than a
// copy's width has no such copy: the original is sent in their place, so every srcset
// a page writes can be followed.
import { pipeline } from 'node:stream/promises';
import type { NextFunction, Request, Response } from 'express';
import { contentTypeOf, type AppDeps, type ByteRange, type StoredObject } from '@hair/api';
import { variantOriginal, variantWidth } from '@hair/domain';
import { uploadHeaders } from './security';

type Requested = ByteRange | 'whole' | 'unsatisfiable';

/** If-Range: the range holds only while the file is the one the client has part of. */
function rangeStillApplies(req: Request, object: StoredObject): boolean {
  const ifRange = req.get('If-Range');
  if (!ifRange) return true;
  if (ifRange.includes('"')) return !object.etag.startsWith('W/') && ifRange === object.etag;
  const since = Date.parse(ifRange);
  return Number.isFinite(since) && Math.floor(object.modified.getTime() / 1000) * 1000 <= since;
}

function requestedRange(req: Request, object: StoredObject): Requested {
  const ranges = req.range(object.size, { combine: true });
  if (ranges === undefined || ranges === -2 || !rangeStillApplies(req, object)) return 'whole';
  if (ranges === -1) return 'unsatisfiable';
  if (ranges.type !== 'bytes' || ranges.length !== 1) return 'whole';
  return { start: ranges[0]!.start, end: ranges[0]!.end };
}

export function serveUploads({ storage, logger }: Pick<AppDeps, 'storage' | 'logger'>) {
  /** The file a path names, or the original in place of a missing narrower copy. */
  async function find(path: string): Promise<StoredObject | null> {
    const key = storage.keyFromUrl(`/uploads${path}`);
    if (!key) return null;
    const object = await storage.stat(key);
    return object ?? (variantWidth(key) === null ? null : storage.stat(variantOriginal(key)));
  }

  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const object = await find(req.path);
    if (!object) return next();
    const { key } = object;

    res.setHeader('ETag', object.etag);
    res.setHeader('Last-Modified', object.modified.toUTCString());
    if (req.fresh) {
      uploadHeaders(res);
      return void res.status(304).end();
    }
    const range = requestedRange(req, object);
    if (range === 'unsatisfiable') {
      res.setHeader('Content-Range', `bytes */${object.size}`);
      return void res.status(416).end();
    }
    const part = range === 'whole' ? undefined : range;
    const body = req.method === 'HEAD' ? null : await storage.read(key, part);
    if (req.method === 'GET' && !body) {
      // Deleted since it was looked at.
      res.removeHeader('ETag');
      res.removeHeader('Last-Modified');
      return next();
    }
    uploadHeaders(res);
    res.setHeader('Content-Type', contentTypeOf(key));
    res.setHeader('Accept-Ranges', 'bytes');
    res.setHeader('Content-Length', String(part ? part.end - part.start + 1 : object.size));
    if (part) {
      res.status(206);
      res.setHeader('Content-Range', `bytes ${part.start}-${part.end}/${object.size}`);
    }
    if (!body) return void res.end();
    await pipeline(body, res).catch((error: NodeJS.ErrnoException) => {
      // A client that leaves early is no failure of the store.
      if (error.code !== 'ERR_STREAM_PREMATURE_CLOSE') logger.warn({ err: error, key }, 'reading a stored file failed');
    });
  };
}
