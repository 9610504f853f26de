// The media library (public list, admin deletes that refuse while a file is in
// use) and uploads (admin only). A video's bytes come as a stream, which only the
// REST route POST /api/uploads/video can hand over (a tRPC call carries JSON).
import { deleteUploadInputSchema, idString, uploadInputSchema } from '@hair/domain';
import { z } from 'zod';
import { fileBodySchema } from '../shared/file-body';
import { adminProcedure, publicProcedure, router } from '../trpc';
import { deleteMediaByPath, deleteMediaItem, deleteUpload, uploadImage, uploadVideo } from './service';
import { listMedia } from './store';

export const mediaPathSchema = z.object({
  path: z.string({ error: 'path is required' }).trim().min(1, { error: 'path is required' }).max(2000),
});

export const videoUploadQuerySchema = z.object({
  fileName: z.string({ error: 'fileName is required' }).trim().min(1, { error: 'fileName is required' }).max(300, { error: 'fileName must be at most 300 characters' }),
});

export const videoUploadInputSchema = videoUploadQuerySchema.extend(fileBodySchema('video file', 'POST /api/uploads/video').shape);

export const mediaRouter = router({
  list: publicProcedure.query(({ ctx }) => listMedia(ctx.db)),

  delete: adminProcedure.input(z.object({ id: idString })).mutation(({ ctx, input }) => deleteMediaItem(ctx, input.id)),

  deleteByPath: adminProcedure.input(mediaPathSchema).mutation(({ ctx, input }) => deleteMediaByPath(ctx, input.path)),
});

export const uploadsRouter = router({
  upload: adminProcedure.input(uploadInputSchema).mutation(({ ctx, input }) => uploadImage(ctx, input)),

  /** 413 past VIDEO_MAX_BYTES (read no further), 415 unless the bytes are MP4 or WebM. */
  video: adminProcedure.input(videoUploadInputSchema).mutation(({ ctx, input }) => uploadVideo(ctx, input)),

  /** Products still using the file block the delete (409 with the count) unless `force`. */
  delete: adminProcedure.input(deleteUploadInputSchema).mutation(({ ctx, input }) => deleteUpload(ctx, input)),
});
