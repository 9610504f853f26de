// Uploads: an admin sends an image as a data URL; the server checks the bytes,
// re-encodes them to WebP and stores them under a key it chooses itself.
import path from 'node:path';
import { deleteUploadInputSchema, uploadInputSchema } from '@hair/domain';
import { badRequest, conflict, notFound } from '../errors';
import { processUpload } from '../services/images';
import { decodeDataUrl } from '../services/media/data-url';
import { addToLibrary, mediaRowsForKey, removeStoredFile } from '../services/media/library';
import { countProductReferences } from '../services/media/references';
import { deleteStoredFile, storeImage } from '../services/media/stored-images';
import { freeStorageKey, uploadLimitFor } from '../services/media/upload-target';
import { adminProcedure, router } from '../trpc';

export const UPLOAD_MESSAGES = {
  outsideRoot: 'fileName: must name a file under /uploads/',
  fileNotFound: 'File not found',
  usedByProducts: (count: number) => `File is still used by ${count} products`,
} as const;

export const uploadsRouter = router({
  upload: adminProcedure.input(uploadInputSchema).mutation(async ({ ctx, input }) => {
    const image = await processUpload(decodeDataUrl(input.dataUrl), { maxBytes: uploadLimitFor(input.section) });
    const key = await freeStorageKey(ctx.storage, input.fileName, image.ext);
    const url = await storeImage(ctx.storage, key, image);
    if (!input.createMedia) return { url };
    try {
      const item = await addToLibrary(ctx, {
        url,
        fileName: path.posix.basename(key),
        section: input.section ?? null,
        size: image.bytes.length,
        width: image.width,
        height: image.height,
      });
      return { url, media: { id: item.id, url } };
    } catch (error) {
      await deleteStoredFile(ctx.storage, key); // no orphan files when the row could not be written
      throw error;
    }
  }),

  /** Products still using the file block the delete (409 with the count) unless `force`. */
  delete: adminProcedure.input(deleteUploadInputSchema).mutation(async ({ ctx, input }) => {
    const key = ctx.storage.keyFromUrl(input.fileName);
    if (!key) throw badRequest(UPLOAD_MESSAGES.outsideRoot);
    const rows = await mediaRowsForKey(ctx, key);
    if (!rows.length && !(await ctx.storage.exists(key))) throw notFound(UPLOAD_MESSAGES.fileNotFound);
    if (!input.force) {
      const count = await countProductReferences(ctx, key);
      if (count > 0) throw conflict(UPLOAD_MESSAGES.usedByProducts(count), { count });
    }
    await removeStoredFile(ctx, key, rows);
    return { deleted: true as const };
  }),
});
