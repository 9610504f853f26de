// The media library (public list, admin deletes that refuse while a file is in
// use) and uploads (admin only).
import { deleteUploadInputSchema, idString, uploadInputSchema } from '@hair/domain';
import { z } from 'zod';
import { adminProcedure, publicProcedure, router } from '../trpc';
import { deleteMediaByPath, deleteMediaItem, deleteUpload, uploadImage } from './service';
import { listMedia } from './store';

export const mediaPathSchema = z.object({
  path: z.string({ error: 'path is required' }).trim().min(1, { error: 'path is required' }).max(2000),
});

export const mediaRouter = router({
  list: publicProcedure.query(({ ctx }) => listMedia(ctx.db)),

  delete: adminProcedure.input(z.object({ id: idString })).mutation(({ ctx, input }) => deleteMediaItem(ctx, input.id)),

  deleteByPath: adminProcedure.input(mediaPathSchema).mutation(({ ctx, input }) => deleteMediaByPath(ctx, input.path)),
});

export const uploadsRouter = router({
  upload: adminProcedure.input(uploadInputSchema).mutation(({ ctx, input }) => uploadImage(ctx, input)),

  /** Products still using the file block the delete (409 with the count) unless `force`. */
  delete: adminProcedure.input(deleteUploadInputSchema).mutation(({ ctx, input }) => deleteUpload(ctx, input)),
});
