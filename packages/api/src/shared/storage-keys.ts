// Storage keys and the URLs that name them, the same for every driver. A key is a
// canonical relative path ('products/x.webp'); the database stores the file's URL as
// '/uploads/<key>' whatever the driver, and pages may show it under PUBLIC_MEDIA_URL.
import path from 'node:path';
import { UPLOADS_URL_PREFIX } from '@hair/domain';
import { lookup } from 'mime-types';

export { UPLOADS_URL_PREFIX };

/** Longest key S3 accepts (bytes of UTF-8). */
const MAX_KEY_BYTES = 1024;

export class UnsafeStorageKey extends Error {
  constructor(key: string) {
    super(`Unsafe storage key: ${JSON.stringify(key)}`);
    this.name = 'UnsafeStorageKey';
  }
}

/**
 * True for a canonical relative path: no empty segment, none starting with a dot
 * (no '..', no hidden file: the disk driver's partial writes are dot files), no
 * backslash, no control character, at most 1024 bytes. Disk and bucket then agree
 * on which file a key names, and no key leaves the storage root.
 */
export function isSafeKey(key: string): boolean {
  if (!key || Buffer.byteLength(key) > MAX_KEY_BYTES || key.includes('\\')) return false;
  for (const ch of key) {
    const code = ch.charCodeAt(0);
    if (code < 32 || code === 127) return false;
  }
  return key.split('/').every((segment) => segment !== '' && !segment.startsWith('.'));
}

export function assertSafeKey(key: string): string {
  if (!isSafeKey(key)) throw new UnsafeStorageKey(key);
  return key;
}

/** The media type a file is served with, by its name ('x.webp' -> 'image/webp'). */
export const contentTypeOf = (key: string): string => lookup(key) || 'application/octet-stream';

/** '/uploads/<key>': the form the database stores, whichever driver holds the bytes. */
export const storedUrlForKey = (key: string): string => UPLOADS_URL_PREFIX + key;

/** The path a URL names, decoded, without its query or fragment; null when it cannot be read. */
function decodedPath(value: string): string | null {
  let pathPart = value;
  if (/^https?:\/\//i.test(pathPart)) {
    try {
      pathPart = new URL(pathPart).pathname;
    } catch {
      return null;
    }
  }
  try {
    return decodeURIComponent(pathPart.split(/[?#]/)[0] ?? '');
  } catch {
    return null;
  }
}

/** The part of a stored URL or path below the uploads root, not yet checked. */
function uploadsRelative(value: string, publicMediaUrl: string | undefined): string | null {
  if (publicMediaUrl && value.startsWith(`${publicMediaUrl}/`)) return decodedPath(value.slice(publicMediaUrl.length + 1));
  const decoded = decodedPath(value);
  if (decoded === null) return null;
  if (decoded.startsWith(UPLOADS_URL_PREFIX)) return decoded.slice(UPLOADS_URL_PREFIX.length);
  if (decoded.startsWith('uploads/')) return decoded.slice('uploads/'.length);
  return decoded.startsWith('/') ? null : decoded;
}

/**
 * The key a URL or path names: '/uploads/a/b.webp', 'http://host/uploads/a/b.webp',
 * 'uploads/a/b.webp', 'a/b.webp' and '<publicMediaUrl>/a/b.webp' all give 'a/b.webp';
 * null when it cannot be one of ours.
 */
export function keyFromUrl(urlOrPath: string, publicMediaUrl?: string): string | null {
  const relative = uploadsRelative(urlOrPath.trim(), publicMediaUrl);
  if (!relative || relative.includes('\\')) return null;
  const key = path.posix.normalize(relative);
  return isSafeKey(key) ? key : null;
}
