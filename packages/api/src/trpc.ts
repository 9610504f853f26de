// The tRPC building blocks. The input guard and authorization live here and nowhere else:
// anonymous -> UNAUTHORIZED (401), signed-in non-admin -> FORBIDDEN (403), a read-only
// API token calling a mutation -> FORBIDDEN (403).
import { initTRPC, TRPCError } from '@trpc/server';
import { QUOTE_MESSAGES, isAdminRole } from '@hair/domain';
import superjson from 'superjson';
import { API_TOKEN_MESSAGES } from './api-tokens/service';
import type { Context } from './context';
import { describeError } from './errors';
import { assertCleanInput } from './shared/input-guard';

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  // Never build stack traces for answers (the formatter drops them anyway): under a
  // flood of refused calls, formatting them was a good part of the work.
  isDev: false,
  errorFormatter({ shape, error }) {
    const { message, details, extra } = describeError(error);
    return { ...shape, message, data: { ...shape.data, stack: undefined, details, ...extra } };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
/** Every procedure: its raw input holds no control characters and no absurd nesting (shared/input-guard.ts). */
export const publicProcedure = t.procedure.use(async ({ ctx, type, getRawInput, next }) => {
  // An integrator whose token stopped working is told so, even on a public read (as on REST).
  if (ctx.refusedApiToken) throw new TRPCError({ code: 'UNAUTHORIZED', message: API_TOKEN_MESSAGES.invalid });
  assertCleanInput(await getRawInput());
  if (type !== 'query' && ctx.session?.apiToken?.scope === 'read') throw new TRPCError({ code: 'FORBIDDEN', message: API_TOKEN_MESSAGES.readOnly });
  return next();
});

export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.session) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Not authenticated' });
  return next({ ctx: { ...ctx, session: ctx.session } });
});

export const adminProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (!isAdminRole(ctx.session.user.role)) throw new TRPCError({ code: 'FORBIDDEN', message: 'Admin access required' });
  return next({ ctx });
});

/**
 * Drafts (posts, products) are visible to admins. This only decides what a read
 * returns; it is not an access gate (those are the procedure builders).
 */
export function seesDrafts(ctx: Context): boolean {
  return isAdminRole(ctx.session?.user.role);
}

/** An admin signed in with their own account: API tokens may not manage API tokens. */
export const adminSessionProcedure = adminProcedure.use(({ ctx, next }) => {
  if (ctx.session.apiToken) throw new TRPCError({ code: 'FORBIDDEN', message: API_TOKEN_MESSAGES.sessionOnly });
  return next({ ctx });
});

/** A signed-in account (admin or buyer) acting for itself: an API token has no quote list or requests of its own. */
export const accountProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (ctx.session.apiToken) throw new TRPCError({ code: 'FORBIDDEN', message: QUOTE_MESSAGES.accountOnly });
  return next({ ctx });
});
