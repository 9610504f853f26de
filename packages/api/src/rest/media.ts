// REST routes of the media library (DESIGN section 4: /api/site-media).
import { mediaItemSchema } from '@hair/domain';
import { z } from 'zod';
import { mediaPathSchema } from '../routers/media';
import { publicRead, type RestModule } from './adapter';

export const mediaRest: RestModule = {
  tag: 'Media',
  declare(routes) {
    routes.get('/site-media', {
      summary: 'List the media library',
      access: 'public',
      response: z.array(mediaItemSchema),
    }, async ({ caller, res }) => {
      const items = await caller.media.list();
      publicRead(res);
      return items;
    });

    // DELETE /site-media?path=/uploads/x.webp (the editors' clean-up of removed images).
    routes.delete('/site-media', {
      summary: 'Delete a media file by its path',
      description: '409 while the file is still used somewhere.',
      access: 'admin',
      query: mediaPathSchema,
    }, async ({ caller, req }) => {
      await caller.media.deleteByPath({ path: req.query.path as string });
      return undefined;
    });

    routes.delete('/site-media/:id', {
      summary: 'Delete a media item',
      description: '409 while the file is still used somewhere.',
      access: 'admin',
    }, async ({ caller, req }) => {
      await caller.media.delete({ id: String(req.params.id) });
      return undefined;
    });
  },
};
