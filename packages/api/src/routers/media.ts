// The media library: public list, admin deletes that refuse while the file is
// still used anywhere on the site (there is no force here).
import { desc } from 'drizzle-orm';
import { idString } from '@hair/domain';
import { z } from 'zod';
import { media } from '../db/schema';
import { badRequest, conflict, notFound } from '../errors';
import { deleteMediaRow, mediaRowById, mediaRowsForKey, removeStoredFile } from '../services/media/library';
import { mediaColumns, toMediaDto } from '../services/media/mappers';
import { describeReferences, findReferences } from '../services/media/references';
import type { AppDeps } from '../services/types';
import { adminProcedure, publicProcedure, router } from '../trpc';

export const MEDIA_MESSAGES = {
  mediaNotFound: 'Media not found',
  fileNotFound: 'File not found',
  outsideRoot: 'path: must name a file under /uploads/',
} as const;

export const mediaPathSchema = z.object({
  path: z.string({ error: 'path is required' }).trim().min(1, { error: 'path is required' }).max(2000),
});

/** 409 with the number of places that still use the file. */
async function refuseWhileReferenced(deps: AppDeps, key: string): Promise<void> {
  const references = await findReferences(deps, key);
  if (references.total > 0) {
    throw conflict(describeReferences(references), { count: references.total, references });
  }
}

export const mediaRouter = router({
  list: publicProcedure.query(async ({ ctx }) => {
    const rows = await ctx.db.select(mediaColumns).from(media).orderBy(desc(media.createdAt), desc(media.id));
    return rows.map(toMediaDto);
  }),

  delete: adminProcedure.input(z.object({ id: idString })).mutation(async ({ ctx, input }) => {
    const row = await mediaRowById(ctx, input.id);
    if (!row) throw notFound(MEDIA_MESSAGES.mediaNotFound);
    const key = ctx.storage.keyFromUrl(row.url);
    // A row pointing outside our storage (an external URL) has no file to remove.
    if (!key) {
      await deleteMediaRow(ctx, row.id);
      return { ok: true as const };
    }
    await refuseWhileReferenced(ctx, key);
    await removeStoredFile(ctx, key, await mediaRowsForKey(ctx, key));
    return { ok: true as const };
  }),

  deleteByPath: adminProcedure.input(mediaPathSchema).mutation(async ({ ctx, input }) => {
    const key = ctx.storage.keyFromUrl(input.path);
    if (!key) throw badRequest(MEDIA_MESSAGES.outsideRoot);
    const rows = await mediaRowsForKey(ctx, key);
    if (!rows.length && !(await ctx.storage.exists(key))) throw notFound(MEDIA_MESSAGES.fileNotFound);
    await refuseWhileReferenced(ctx, key);
    await removeStoredFile(ctx, key, rows);
    return { ok: true as const };
  }),
});
