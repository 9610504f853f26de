// The admin's API tokens screen: list, create (the token is in that answer only), revoke.
import { apiTokenCreateInputSchema, idParamSchema } from '@hair/domain';
import { adminSessionProcedure, router } from '../trpc';
import { issueApiToken, listApiTokens, revokeApiToken } from './service';

export const apiTokensRouter = router({
  list: adminSessionProcedure.query(({ ctx }) => listApiTokens(ctx.db)),
  create: adminSessionProcedure.input(apiTokenCreateInputSchema).mutation(({ ctx, input }) => issueApiToken(ctx.db, input, ctx.session.user.id)),
  revoke: adminSessionProcedure.input(idParamSchema).mutation(({ ctx, input }) => revokeApiToken(ctx.db, input.id)),
});
