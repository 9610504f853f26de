// Where an upload goes and how big it may be. The key is chosen by the server
// from the client's file name (a safe slug inside the storage root), and an
// existing file is never overwritten.
import { randomBytes } from 'node:crypto';
import { IMAGE_USES, UPLOAD_MAX_BYTES, safeStorageName, type ImageUse } from '@hair/domain';
import type { Storage } from '../types';

function imageUse(section: string): ImageUse | null {
  const name = section.trim().toLowerCase();
  // 'products' and 'testimonial' name the same uses as 'product' and 'testimonials'.
  for (const candidate of [name, name.replace(/s$/, ''), `${name}s`]) {
    if (Object.hasOwn(IMAGE_USES, candidate)) return candidate as ImageUse;
  }
  return null;
}

/** Byte limit of spec point 9 for the section's image use; UPLOAD_MAX_BYTES when unknown or absent. */
export function uploadLimitFor(section: string | undefined): number {
  const use = section ? imageUse(section) : null;
  return use ? IMAGE_USES[use].maxBytes : UPLOAD_MAX_BYTES;
}

const MAX_SUFFIX_TRIES = 5;

/** A storage key for the file name that is not taken yet: 'media/x.webp', else 'media/x-3f9a0c1d.webp'. */
export async function freeStorageKey(storage: Storage, fileName: string, ext: string): Promise<string> {
  const key = safeStorageName(fileName, ext);
  if (!(await storage.exists(key))) return key;
  const stem = key.slice(0, -(ext.length + 1));
  for (let attempt = 0; attempt < MAX_SUFFIX_TRIES; attempt += 1) {
    const candidate = `${stem}-${randomBytes(4).toString('hex')}.${ext}`;
    if (!(await storage.exists(candidate))) return candidate;
  }
  throw new Error(`No free storage key for ${key}`);
}
