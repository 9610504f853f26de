// REST route of the admin's account list.
import { publicUserSchema } from '@hair/domain';
import { z } from 'zod';
import type { RestModule } from './adapter';

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
