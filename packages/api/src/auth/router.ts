// Sign-up, sign-in, the current user and sign-out (Lucia's session scheme, see
// sessions.ts), and the admin's list of accounts. Bad credentials and rate
// limits are decided in accounts.ts.
import { credentialsSchema } from '@hair/domain';
import { z } from 'zod';
import { adminProcedure, protectedProcedure, publicProcedure, router } from '../trpc';
import { registerUser, signIn, signOut } from './service';
import { listProfiles } from './store';
import { INVALID_VERIFICATION_LINK, verifyEmail } from './verification';

export const verifyEmailInputSchema = z.object({
  token: z.string({ error: INVALID_VERIFICATION_LINK }).trim().min(1, { error: INVALID_VERIFICATION_LINK }).max(200, { error: INVALID_VERIFICATION_LINK }),
});

export const authRouter = router({
  register: publicProcedure
    .input(credentialsSchema)
    .mutation(({ ctx, input }) => registerUser(ctx, input, ctx.ip)),

  login: publicProcedure
    .input(credentialsSchema)
    .mutation(({ ctx, input }) => signIn(ctx, input, ctx.ip)),

  me: protectedProcedure.query(({ ctx }) => ({ user: ctx.session.user })),

  logout: protectedProcedure.mutation(({ ctx }) => signOut(ctx.db, ctx.session)),

  verifyEmail: publicProcedure
    .input(verifyEmailInputSchema)
    .mutation(({ ctx, input }) => verifyEmail(ctx.db, input.token)),
});

/** The admin's list of accounts (the dashboard counts it). */
export const profilesRouter = router({
  list: adminProcedure.query(({ ctx }) => listProfiles(ctx.db)),
});
