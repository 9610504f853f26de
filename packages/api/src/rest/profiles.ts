// REST route of the admin's account list.
import type { RestModule } from './adapter';

export const profilesRest: RestModule = (router, handle) => {
  router.get('/profiles', handle(async ({ caller, res }) => {
    res.setHeader('Cache-Control', 'no-store');
    return caller.profiles.list();
  }));
};
