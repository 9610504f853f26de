// The search: suggestions for anyone, the week's counts for the admin.
import { searchStatsQuerySchema, searchSuggestQuerySchema } from '@hair/domain';
import { adminProcedure, publicProcedure, router } from '../trpc';
import { searchStats } from './store';
import { suggest } from './service';

export const searchRouter = router({
  suggest: publicProcedure.input(searchSuggestQuerySchema).query(({ ctx, input }) => suggest(ctx.db, input.q)),
  /** The 20 most frequent searches of a week and the 20 that most often found nothing. */
  stats: adminProcedure.input(searchStatsQuerySchema.optional()).query(({ ctx, input }) => searchStats(ctx.db, input?.week)),
});
