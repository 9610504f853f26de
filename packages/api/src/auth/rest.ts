// REST routes of sign-in and of the admin's account list, thin over the auth procedures.
import { credentialsSchema, passwordResetRequestSchema, publicUserSchema, type Credentials } from '@hair/domain';
import { z } from 'zod';
import { passwordResetInputSchema, signUpInputSchema, verifyEmailInputSchema } from './router';
import { bodyOf, type RestModule } from '../rest/adapter';

/** Where a browser lands after following the verification link. */
const VERIFIED_REDIRECT = '/auth?verified=1';

const userResultSchema = z.object({ user: publicUserSchema });
const signedInResultSchema = userResultSchema.extend({ token: z.string() });

export const authRest: RestModule = {
  tag: 'Auth',
  declare(routes) {
    routes.post('/auth/register', {
      summary: 'Create an account and sign in',
      description: 'Answers a session token, as sign-in does, and sends a verification link by e-mail. The password needs at least 10 characters and must not be one of the most common passwords. Rate limited (429).',
      access: 'public',
      body: signUpInputSchema,
      response: signedInResultSchema,
      status: 201,
    }, ({ caller, req, res }) => {
      res.setHeader('Cache-Control', 'no-store');
      return caller.auth.register(bodyOf(req) as Credentials);
    });

    routes.post('/auth/login', {
      summary: 'Sign in',
      description: 'Answers a session token to send as a bearer header. Rate limited (429).',
      access: 'public',
      body: credentialsSchema,
      response: signedInResultSchema,
    }, ({ caller, req, res }) => {
      res.setHeader('Cache-Control', 'no-store');
      return caller.auth.login(bodyOf(req) as Credentials);
    });

    routes.post('/auth/forgot-password', {
      summary: "Mail a link to reset the account's password",
      description: 'The same answer whether or not an account uses the address. The link works once, within an hour. Rate limited per client address and per e-mail (429).',
      access: 'public',
      body: passwordResetRequestSchema,
      response: z.object({ sent: z.literal(true) }),
    }, ({ caller, req }) => caller.auth.requestPasswordReset(bodyOf(req) as z.infer<typeof passwordResetRequestSchema>));

    routes.post('/auth/reset-password', {
      summary: 'Set a new password with the link of the e-mail',
      description: 'Uses up the link, ends every session of the account and answers a new session token. 400 when the link is unknown, used or expired.',
      access: 'public',
      body: passwordResetInputSchema,
      response: signedInResultSchema,
    }, ({ caller, req, res }) => {
      res.setHeader('Cache-Control', 'no-store');
      return caller.auth.resetPassword(bodyOf(req) as z.infer<typeof passwordResetInputSchema>);
    });

    routes.get('/auth/me', {
      summary: 'The signed-in account',
      access: 'signed-in',
      response: userResultSchema,
    }, ({ caller, res }) => {
      res.setHeader('Cache-Control', 'no-store');
      return caller.auth.me();
    });

    routes.post('/auth/logout', { summary: 'Sign out: the session ends on the server', access: 'signed-in' }, async ({ caller }) => {
      await caller.auth.logout();
      return undefined;
    });

    // The link in the e-mail: a browser is sent to the sign-in page, a script gets JSON.
    routes.get('/auth/verify', {
      summary: 'Verify an e-mail address (the link in the e-mail)',
      description: `A browser is redirected (302) to ${VERIFIED_REDIRECT}; a client that accepts JSON gets the answer below.`,
      access: 'public',
      query: verifyEmailInputSchema,
      response: z.object({ verified: z.literal(true) }),
    }, async ({ caller, req, res }) => {
      const result = await caller.auth.verifyEmail({ token: req.query.token as string });
      if (req.accepts(['html', 'json']) === 'json') return result;
      res.redirect(302, VERIFIED_REDIRECT);
      return undefined;
    });
  },
};

export const profilesRest: RestModule = {
  tag: 'Profiles',
  declare(routes) {
    routes.get('/profiles', {
      summary: 'List the accounts, newest first',
      access: 'admin',
      response: z.array(publicUserSchema.extend({ created_at: z.string() })),
    }, ({ caller, res }) => {
      res.setHeader('Cache-Control', 'no-store');
      return caller.profiles.list();
    });
  },
};
