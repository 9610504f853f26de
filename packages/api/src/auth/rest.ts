// REST routes of sign-in and of the admin's account list, thin over the auth procedures.
import { type Credentials } from '@hair/domain';
import { bodyOf, type RestModule } from '../rest/adapter';

/** Where a browser lands after following the verification link. */
const VERIFIED_REDIRECT = '/auth?verified=1';

export const authRest: RestModule = (router, handle) => {
  router.post('/auth/register', handle(async ({ caller, req, res }) => {
    const result = await caller.auth.register(bodyOf(req) as Credentials);
    res.status(201);
    return result;
  }));

  router.post('/auth/login', handle(async ({ caller, req, res }) => {
    res.setHeader('Cache-Control', 'no-store');
    return caller.auth.login(bodyOf(req) as Credentials);
  }));

  router.get('/auth/me', handle(async ({ caller, res }) => {
    res.setHeader('Cache-Control', 'no-store');
    return caller.auth.me();
  }));

  router.post('/auth/logout', handle(async ({ caller }) => {
    await caller.auth.logout();
    return undefined;
  }));

  // The link in the e-mail: a browser is sent to the sign-in page, a script gets JSON.
  router.get('/auth/verify', handle(async ({ caller, req, res }) => {
    const result = await caller.auth.verifyEmail({ token: req.query.token as string });
    if (req.accepts(['html', 'json']) === 'json') return result;
    res.redirect(302, VERIFIED_REDIRECT);
    return undefined;
  }));
};

export const profilesRest: RestModule = (router, handle) => {
  router.get('/profiles', handle(async ({ caller, res }) => {
    res.setHeader('Cache-Control', 'no-store');
    return caller.profiles.list();
  }));
};
