// Narrower copies of uploaded images (responsive-images in @hair/domain) are made when
// an image is stored. A file stored before copies were made has none: its original is
// sent in their place, so every srcset a page writes can be followed.
import type { NextFunction, Request, Response } from 'express';
import { variantOriginal, variantWidth } from '@hair/domain';
import type { Storage } from '@hair/api';

/** Middleware for /uploads, before the static files. */
export function uploadVariantFallback(storage: Storage) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || variantWidth(req.path) === null) return next();
    const key = storage.keyFromUrl(`/uploads${req.path}`);
    if (!key) return next();
    storage.exists(key).then((exists) => {
      if (!exists) req.url = variantOriginal(req.url);
      next();
    }, next);
  };
}
