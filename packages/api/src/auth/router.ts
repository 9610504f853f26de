// Sign-up, sign-in, the current user and sign-out (Lucia's session scheme, see
// sessions.ts), the password reset, and the admin's list of accounts. Bad
// credentials and rate limits are decided in service.ts and password-reset.ts.
import { ACCOUNT_MESSAGES, credentialsSchema, passwordResetRequestSchema, signUpSchema } from '@hair/domain';
import { z } from 'zod';
import { adminProcedure, protectedProcedure, publicProcedure, router } from '../trpc';
import { serverNewPasswordSchema } from './new-password';
import { requestPasswordReset, resetPassword } from './password-reset';
import { registerUser, signIn, signOut } from './service';
import { listProfiles } from './store';
import { INVALID_VERIFICATION_LINK, verifyEmail } from './verification';

export const verifyEmailInputSchema = z.object({
  token: z.string({ error: INVALID_VERIFICATION_LINK }).trim().min(1, { error: INVALID_VERIFICATION_LINK }).max(200, { error: INVALID_VERIFICATION_LINK }),
});

/** Sign-up: the new password must pass the full rule (length and the common-password list). */
export const signUpInputSchema = signUpSchema.extend({ password: serverNewPasswordSchema });

const resetTokenSchema = z.string({ error: ACCOUNT_MESSAGES.invalidResetLink }).trim().min(1, { error: ACCOUNT_MESSAGES.invalidResetLink }).max(200, { error: ACCOUNT_MESSAGES.invalidResetLink });
export const passwordResetInputSchema = z.object({ token: resetTokenSchema, password: serverNewPasswordSchema });

export const authRouter = router({
  register: publicProcedure
    .input(signUpInputSchema)
    .mutation(({ ctx, input }) => registerUser(ctx, input, ctx.ip)),

  login: publicProcedure
    .input(credentialsSchema)
    .mutation(({ ctx, input }) => signIn(ctx, input, ctx.ip)),

  me: protectedProcedure.query(({ ctx }) => ({ user: ctx.session.user })),

  logout: protectedProcedure.mutation(({ ctx }) => signOut(ctx.db, ctx.session)),

  verifyEmail: publicProcedure
    .input(verifyEmailInputSchema)
    .mutation(({ ctx, input }) => verifyEmail(ctx.db, input.token)),

  requestPasswordReset: publicProcedure
    .input(passwordResetRequestSchema)
    .mutation(({ ctx, input }) => requestPasswordReset(ctx, input.email, ctx.ip)),

  resetPassword: publicProcedure
    .input(passwordResetInputSchema)
    .mutation(({ ctx, input }) => resetPassword(ctx, input.token, input.password)),
});

/** The admin's list of accounts (the dashboard counts it). */
export const profilesRouter = router({
  list: adminProcedure.query(({ ctx }) => listProfiles(ctx.db)),
});
