// Stored files. Images are stored with a copy per width of RESPONSIVE_IMAGE_WIDTHS
// (@hair/domain): narrower ones made once here with sharp, so a phone is sent an image
// of its screen's width; at or above the image's own width, the image itself (never
// enlarged). Every width a page's srcset names then exists as a file, also where no
// server stands in for a missing one (a bucket's own address, PUBLIC_MEDIA_URL).
// The copies are removed with the original, and with the library rows that name it.
import { imageVariantUrl, RESPONSIVE_IMAGE_WIDTHS } from '@hair/domain';
import sharp from 'sharp';
import type { FileDeps } from '../shared/file-uses';
import type { Storage } from '../shared/types';
import type { MediaRow } from './mapper';
import { deleteMediaRows } from './store';

const VARIANT_QUALITY = 80;

/** The copies of a WebP image `width` px wide, one per width of the list. */
export async function imageVariants(bytes: Buffer, width: number): Promise<{ width: number; bytes: Buffer }[]> {
  return Promise.all(
    RESPONSIVE_IMAGE_WIDTHS.map(async (w) => ({
      width: w,
      bytes: w < width ? await sharp(bytes).resize({ width: w }).webp({ quality: VARIANT_QUALITY }).toBuffer() : bytes,
    })),
  );
}

export type Variants = Awaited<ReturnType<typeof imageVariants>>;

/** Stores a WebP image and its copies (made here unless given); resolves to the original's URL. */
export async function storeImage(storage: Storage, key: string, image: { bytes: Buffer; width: number; variants?: Variants }): Promise<string> {
  const url = await storage.put(key, image.bytes, 'image/webp');
  for (const variant of image.variants ?? (await imageVariants(image.bytes, image.width))) {
    await storage.put(imageVariantUrl(key, variant.width), variant.bytes, 'image/webp');
  }
  return url;
}

/** Removes a stored file and, for a WebP image, its copies; true when the original existed. */
export async function deleteStoredFile(storage: Storage, key: string): Promise<boolean> {
  const removed = await storage.delete(key);
  if (key.endsWith('.webp')) {
    for (const width of RESPONSIVE_IMAGE_WIDTHS) await storage.delete(imageVariantUrl(key, width));
  }
  return removed;
}

/** Deletes the library rows first (a leftover file is harmless, a row without its file is not); true when anything existed. */
export async function removeStoredFile(deps: FileDeps, key: string, rows: readonly MediaRow[]): Promise<boolean> {
  await deleteMediaRows(deps.db, rows.map((row) => row.id));
  const fileRemoved = await deleteStoredFile(deps.storage, key);
  return fileRemoved || rows.length > 0;
}
