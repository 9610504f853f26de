// REST routes of the media library (DESIGN section 4: /api/site-media).
import { publicRead, type RestModule } from './adapter';

export const mediaRest: RestModule = (router, handle) => {
  router.get('/site-media', handle(async ({ caller, res }) => {
    const items = await caller.media.list();
    publicRead(res);
    return items;
  }));

  // DELETE /site-media?path=/uploads/x.webp (the editors' clean-up of removed images).
  router.delete('/site-media', handle(async ({ caller, req }) => {
    await caller.media.deleteByPath({ path: req.query.path as string });
    return undefined;
  }));

  router.delete('/site-media/:id', handle(async ({ caller, req }) => {
    await caller.media.delete({ id: String(req.params.id) });
    return undefined;
  }));
};
