// REST routes of sign-in and of the admin's account list, thin over the auth procedures.
import { credentialsSchema, publicUserSchema, type Credentials } from '@hair/domain';
import { z } from 'zod';
import { verifyEmailInputSchema } from './router';
import { bodyOf, type RestModule } from '../rest/adapter';

/** Where a browser lands after following the verification link. */
const VERIFIED_REDIRECT = '/auth?verified=1';

const userResultSchema = z.object({ user: publicUserSchema });

export const authRest: RestModule = {
  tag: 'Auth',
  declare(routes) {
    routes.post('/auth/register', {
      summary: 'Create an account',
      description: 'Sends a verification link by e-mail.',
      access: 'public',
      body: credentialsSchema,
      response: userResultSchema,
      status: 201,
    }, ({ caller, req }) => caller.auth.register(bodyOf(req) as Credentials));

    routes.post('/auth/login', {
      summary: 'Sign in',
      description: 'Answers a session token to send as a bearer header. Rate limited (429).',
      access: 'public',
      body: credentialsSchema,
      response: userResultSchema.extend({ token: z.string() }),
    }, ({ caller, req, res }) => {
      res.setHeader('Cache-Control', 'no-store');
      return caller.auth.login(bodyOf(req) as Credentials);
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
