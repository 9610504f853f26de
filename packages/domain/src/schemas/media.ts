// Media library items and upload inputs. File names come from the browser,
// so safeStorageName() reduces them to a path that cannot leave the storage root.
import { z } from 'zod';
import { DEFAULT_UPLOAD_FOLDER, UPLOAD_FOLDERS, UPLOADS_URL_PREFIX, type UploadFolder } from '../constants';
import { MESSAGES } from '../messages';
import { toSlug } from '../slug';
import { booleanish, boundedString, tooLongMessage } from './common';
import { blankToUndefined } from '../records';

export const mediaItemSchema = z.object({
  id: z.string(),
  url: z.string(),
  fileName: z.string(),
  section: z.string().nullable(),
  size: z.number().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  created_at: z.string(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

export const uploadInputSchema = z.object({
  fileName: z
    .string({ error: MESSAGES.fileNameRequired })
    .trim()
    .min(1, { error: MESSAGES.fileNameRequired })
    .max(300, { error: 'fileName must be at most 300 characters' }),
  dataUrl: z
    .string({ error: MESSAGES.dataUrlRequired })
    .refine((s) => /^data:/i.test(s), { error: MESSAGES.dataUrlRequired }),
  createMedia: z.preprocess(blankToUndefined, booleanish.optional()),
  section: z.preprocess(blankToUndefined, boundedString('section', 100).optional()),
});
export type UploadInput = z.infer<typeof uploadInputSchema>;

/** Response of POST /api/uploads. */
export const uploadResultSchema = z.object({
  url: z.string(),
  media: z.object({ id: z.string(), url: z.string() }).optional(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

export const deleteUploadInputSchema = z.object({
  fileName: z
    .string({ error: MESSAGES.fileNameRequired })
    .trim()
    .min(1, { error: MESSAGES.fileNameRequired })
    .max(2000, { error: tooLongMessage('fileName', 2000) }),
  force: z.preprocess(blankToUndefined, booleanish.optional()),
});
export type DeleteUploadInput = z.infer<typeof deleteUploadInputSchema>;

/** Parsed data URL: its MIME type and base64 (or URL-encoded) payload. */
export interface DataUrlParts {
  mimeType: string;
  base64: boolean;
  data: string;
}

/** Splits 'data:image/png;base64,AAAA'; null when it is not a data URL. */
export function parseDataUrl(value: unknown): DataUrlParts | null {
  if (typeof value !== 'string') return null;
  const m = /^data:([^;,]*)((?:;[^;,]*)*?)(;base64)?,/i.exec(value);
  if (!m) return null;
  return {
    mimeType: (m[1] || 'text/plain').toLowerCase(),
    base64: Boolean(m[3]),
    data: value.slice(m[0].length),
  };
}

/** Bytes a base64 payload decodes to, without decoding it (for the size limit). */
export function base64DecodedSize(base64: string): number {
  const clean = base64.replace(/[^A-Za-z0-9+/=_-]/g, '');
  const padding = clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((clean.length * 3) / 4) - padding);
}

/** Lower-case extension of a file name or URL ('x.WEBP?v=1' -> 'webp'), '' when none. */
export function fileExtension(name: unknown): string {
  if (typeof name !== 'string') return '';
  const path = name.split(/[?#]/)[0] ?? '';
  const base = path.split(/[\\/]/).pop() ?? '';
  const m = /\.([A-Za-z0-9]{1,10})$/.exec(base);
  return m?.[1]?.toLowerCase() ?? '';
}

/**
 * The path part of an upload reference: an absolute URL, '/uploads/x.webp'
 * or 'x.webp' all give the path relative to the uploads root (not yet safe).
 */
export function uploadPathFromUrl(value: string): string {
  let path = value.trim().split(/[?#]/)[0] ?? '';
  path = path.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, ''); // scheme and host
  path = path.replace(/^\/\/[^/]*/, ''); // protocol-relative host
  path = path.replace(/\\/g, '/');
  const prefix = UPLOADS_URL_PREFIX.replace(/^\//, '');
  path = path.replace(/^\/+/, '');
  if (path.startsWith(prefix)) path = path.slice(prefix.length);
  return path;
}

/** Drops NUL and the other control characters (a filter, not a regex, to keep linters quiet). */
function stripControlChars(text: string): string {
  return Array.from(text)
    .filter((ch) => {
      const code = ch.charCodeAt(0);
      return code >= 32 && code !== 127;
    })
    .join('');
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Reduces any client-given name to a safe relative path inside the storage
 * root: at most one leading folder from UPLOAD_FOLDERS (else 'media'), a
 * slugified base name (no '..', no absolute path, no backslash, no NUL) and
 * the extension of the real image type the caller detected.
 *   ('../../etc/passwd', 'webp') -> 'media/etc-passwd.webp'
 *   ('products/product-hair-weave-1700000000.webp', 'webp') -> unchanged
 */
export function safeStorageName(fileName: string, ext: string): string {
  const extension = (typeof ext === 'string' ? ext : '').toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, 10) || 'bin';
  const raw = typeof fileName === 'string' ? fileName : '';
  const path = stripControlChars(safeDecode(uploadPathFromUrl(raw))).replace(/\\/g, '/');
  const segments = path.split('/').filter((s) => s !== '' && s !== '.' && s !== '..');
  let folder: UploadFolder = DEFAULT_UPLOAD_FOLDER;
  const first = segments[0]?.toLowerCase();
  if (segments.length > 1 && first !== undefined && (UPLOAD_FOLDERS as readonly string[]).includes(first)) {
    folder = first as UploadFolder;
    segments.shift();
  }
  const last = segments.length - 1;
  const withoutExt = segments.map((s, i) => (i === last ? s.replace(/\.[A-Za-z0-9]{1,10}$/, '') : s));
  const base = toSlug(withoutExt.join('-')) || 'file';
  return `${folder}/${base}.${extension}`;
}
