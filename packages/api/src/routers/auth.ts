// Sign-up, sign-in, the current user and sign-out (Lucia's session scheme,
// see services/auth). Bad credentials and rate limits are decided there.
import { credentialsSchema } from '@hair/domain';
import { z } from 'zod';
import { API_TOKEN_MESSAGES } from '../api-tokens/service';
import { badRequest } from '../errors';
import { registerUser, signIn } from '../services/auth/accounts';
import { invalidateSession } from '../services/auth/sessions';
import { consumeEmailVerification, INVALID_VERIFICATION_LINK } from '../services/auth/verification';
import { protectedProcedure, publicProcedure, router } from '../trpc';

export const verifyEmailInputSchema = z.object({
  token: z.string({ error: INVALID_VERIFICATION_LINK }).trim().min(1, { error: INVALID_VERIFICATION_LINK }).max(200, { error: INVALID_VERIFICATION_LINK }),
});

export const authRouter = router({
  register: publicProcedure
    .input(credentialsSchema)
    .mutation(async ({ ctx, input }) => ({ user: await registerUser(ctx, input, ctx.ip) })),

  login: publicProcedure
    .input(credentialsSchema)
    .mutation(({ ctx, input }) => signIn(ctx, input, ctx.ip)),

  me: protectedProcedure.query(({ ctx }) => ({ user: ctx.session.user })),

  logout: protectedProcedure.mutation(async ({ ctx }) => {
    if (ctx.session.apiToken) throw badRequest(API_TOKEN_MESSAGES.noSignOut);
    await invalidateSession(ctx.db, ctx.session.sessionId);
  }),

  verifyEmail: publicProcedure
    .input(verifyEmailInputSchema)
    .mutation(async ({ ctx, input }) => {
      if (!(await consumeEmailVerification(ctx.db, input.token))) throw badRequest(INVALID_VERIFICATION_LINK);
      return { verified: true as const };
    }),
});
