// REST routes of sign-in (design section 4), thin over the auth procedures.
import { credentialsSchema, publicUserSchema, type Credentials } from '@hair/domain';
import { z } from 'zod';
import { verifyEmailInputSchema } from '../routers/auth';
import { bodyOf, type RestModule } from './adapter';

/** Where a browser lands after following the verification link. */
export const VERIFIED_REDIRECT = '/auth?verified=1';

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
