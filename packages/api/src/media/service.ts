// The media library and uploads. An upload is an image sent as a data URL: the
// server checks the bytes, re-encodes them to WebP and stores them under a key it
// chooses itself (a safe slug of the client's file name inside the storage root,
// never overwriting); or a product's video, streamed as it is, counted while it
// arrives and checked by its content. The library's deletes refuse while the file is still used
// anywhere on the site (409 with the places; there is no force there); an
// upload's delete is refused only while products use it, unless forced.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { IMAGE_USES, UPLOAD_MAX_BYTES, VIDEO_CONTAINERS, VIDEO_MAX_BYTES, VIDEO_MESSAGES, safeStorageName, type DeleteUploadInput, type ImageUse, type UploadInput } from '@hair/domain';
import type { Context } from '../context';
import { apiError, badRequest, conflict, notFound } from '../errors';
import { countProductsUsingFile } from '../products/store';
import { readFileBody, type FileBody } from '../shared/file-body';
import type { FileDeps } from '../shared/file-uses';
import type { Storage } from '../shared/types';
import { decodeDataUrl } from './data-url';
import { deleteStoredFile, removeStoredFile, storeImage } from './files';
import { processUpload } from './images';
import { describeReferences, findReferences } from './references';
import { addToLibrary, deleteMediaRows, mediaRowById, mediaRowsForKey } from './store';
import { sniffVideo } from './video-sniff';

const MEDIA_MESSAGES = {
  mediaNotFound: 'Media not found',
  fileNotFound: 'File not found',
  outsideRoot: 'path: must name a file under /uploads/',
} as const;

/** 409 with the number of places that still use the file. */
async function refuseWhileReferenced(deps: FileDeps, key: string): Promise<void> {
  const references = await findReferences(deps, key);
  if (references.total > 0) {
    throw conflict(describeReferences(references), { count: references.total, references });
  }
}

export async function deleteMediaItem(ctx: Context, id: string): Promise<{ ok: true }> {
  const row = await mediaRowById(ctx.db, id);
  if (!row) throw notFound(MEDIA_MESSAGES.mediaNotFound);
  const key = ctx.storage.keyFromUrl(row.url);
  // A row pointing outside our storage (an external URL) has no file to remove.
  if (!key) {
    await deleteMediaRows(ctx.db, [row.id]);
    return { ok: true };
  }
  await refuseWhileReferenced(ctx, key);
  await removeStoredFile(ctx, key, await mediaRowsForKey(ctx, key));
  return { ok: true };
}

export async function deleteMediaByPath(ctx: Context, urlOrPath: string): Promise<{ ok: true }> {
  const key = ctx.storage.keyFromUrl(urlOrPath);
  if (!key) throw badRequest(MEDIA_MESSAGES.outsideRoot);
  const rows = await mediaRowsForKey(ctx, key);
  if (!rows.length && !(await ctx.storage.exists(key))) throw notFound(MEDIA_MESSAGES.fileNotFound);
  await refuseWhileReferenced(ctx, key);
  await removeStoredFile(ctx, key, rows);
  return { ok: true };
}

// --- uploads ---------------------------------------------------------------------------

const UPLOAD_MESSAGES = {
  outsideRoot: 'fileName: must name a file under /uploads/',
  fileNotFound: 'File not found',
  usedByProducts: (count: number) => `File is still used by ${count} products`,
} as const;

function imageUse(section: string): ImageUse | null {
  const name = section.trim().toLowerCase();
  // 'products' and 'testimonial' name the same uses as 'product' and 'testimonials'.
  for (const candidate of [name, name.replace(/s$/, ''), `${name}s`]) {
    if (Object.hasOwn(IMAGE_USES, candidate)) return candidate as ImageUse;
  }
  return null;
}

/** The byte limit of the section's image use (a hero image may be larger than an avatar); UPLOAD_MAX_BYTES when unknown or absent. */
function uploadLimitFor(section: string | undefined): number {
  const use = section ? imageUse(section) : null;
  return use ? IMAGE_USES[use].maxBytes : UPLOAD_MAX_BYTES;
}

const MAX_SUFFIX_TRIES = 5;

/** A storage key for the file name that is not taken yet: 'media/x.webp', else 'media/x-3f9a0c1d.webp'. */
async function freeStorageKey(storage: Storage, fileName: string, ext: string): Promise<string> {
  const key = safeStorageName(fileName, ext);
  if (!(await storage.exists(key))) return key;
  const stem = key.slice(0, -(ext.length + 1));
  for (let attempt = 0; attempt < MAX_SUFFIX_TRIES; attempt += 1) {
    const candidate = `${stem}-${randomBytes(4).toString('hex')}.${ext}`;
    if (!(await storage.exists(candidate))) return candidate;
  }
  throw new Error(`No free storage key for ${key}`);
}

/** Stores the image (and, with createMedia, adds it to the library); answers its URL. */
export async function uploadImage(ctx: Context, input: UploadInput): Promise<{ url: string; media?: { id: string; url: string } }> {
  const image = await processUpload(decodeDataUrl(input.dataUrl), { maxBytes: uploadLimitFor(input.section) });
  const key = await freeStorageKey(ctx.storage, input.fileName, image.ext);
  const url = await storeImage(ctx.storage, key, image);
  if (!input.createMedia) return { url };
  try {
    const [item] = await addToLibrary(ctx.db, [{
      url,
      fileName: path.posix.basename(key),
      section: input.section ?? null,
      size: image.bytes.length,
      width: image.width,
      height: image.height,
    }]);
    if (!item) throw new Error('media insert returned no row');
    return { url, media: { id: item.id, url } };
  } catch (error) {
    await deleteStoredFile(ctx.storage, key); // no orphan files when the row could not be written
    throw error;
  }
}

export interface VideoUpload extends FileBody {
  fileName: string;
}

/** Stores an MP4 or WebM video under the products folder ('products/qc-clip-1a2b3c4d5e6f.mp4'); answers its URL. Nothing is stored when it is refused. */
export async function uploadVideo(ctx: Context, input: VideoUpload): Promise<{ url: string }> {
  const bytes = await readFileBody(input, { maxBytes: VIDEO_MAX_BYTES, tooLarge: VIDEO_MESSAGES.tooLarge, interrupted: VIDEO_MESSAGES.interrupted });
  if (bytes.length === 0) throw badRequest(VIDEO_MESSAGES.empty);
  const container = sniffVideo(bytes);
  if (!container) throw apiError('UNSUPPORTED_MEDIA_TYPE', VIDEO_MESSAGES.notVideo);
  // A random part in every name: two uploads of one name at once cannot overwrite each other.
  const stem = safeStorageName(`products/${input.fileName}`, container).slice(0, -(container.length + 1));
  const key = `${stem}-${randomBytes(6).toString('hex')}.${container}`;
  return { url: await ctx.storage.put(key, bytes, VIDEO_CONTAINERS[container]) };
}

/** Products still using the file block the delete (409 with the count) unless `force`. */
export async function deleteUpload(ctx: Context, input: DeleteUploadInput): Promise<{ deleted: true }> {
  const key = ctx.storage.keyFromUrl(input.fileName);
  if (!key) throw badRequest(UPLOAD_MESSAGES.outsideRoot);
  const rows = await mediaRowsForKey(ctx, key);
  if (!rows.length && !(await ctx.storage.exists(key))) throw notFound(UPLOAD_MESSAGES.fileNotFound);
  if (!input.force) {
    const count = await countProductsUsingFile(ctx, key);
    if (count > 0) throw conflict(UPLOAD_MESSAGES.usedByProducts(count), { count });
  }
  await removeStoredFile(ctx, key, rows);
  return { deleted: true };
}
