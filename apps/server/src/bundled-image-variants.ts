// The images bundled with the web app (public/hero) have no stored narrower copies:
// each copy a page's srcset names (responsive-images in @hair/domain) is made from the
// original with sharp on its first request, and kept in memory (a few small files).
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import sharp from 'sharp';
import { variantOriginal, variantWidth } from '@hair/domain';

export function bundledImageVariants(webDist: string) {
  const root = path.resolve(webDist);
  const made = new Map<string, Promise<Buffer | null>>();

  const copy = (file: string, width: number) => {
    const key = `${width} ${file}`;
    let bytes = made.get(key);
    if (!bytes) {
      bytes = sharp(file)
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer()
        .catch(() => null); // no such original: the static files answer 404
      made.set(key, bytes);
    }
    return bytes;
  };

  return (req: Request, res: Response, next: NextFunction): void => {
    const width = variantWidth(req.path);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || width === null) return next();
    const file = path.resolve(root, `.${variantOriginal(req.path)}`);
    if (!file.startsWith(root + path.sep)) return next();
    copy(file, width).then((bytes) => {
      if (!bytes) return next();
      res.setHeader('Cache-Control', 'public, max-age=3600');
      res.type('image/webp').send(bytes);
    }, next);
  };
}
