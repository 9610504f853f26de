// REST routes of the media library (/api/site-media) and of uploads (/api/uploads).
import type { DeleteUploadInput, UploadInput } from '@hair/domain';
import { bodyOf, publicRead, type RestModule } from '../rest/adapter';

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

export const uploadsRest: RestModule = (router, handle) => {
  router.post('/uploads', handle(async ({ caller, req, res }) => {
    const result = await caller.uploads.upload(bodyOf(req) as UploadInput);
    res.status(201);
    return result;
  }));

  router.delete('/uploads', handle(({ caller, req }) => caller.uploads.delete(bodyOf(req) as DeleteUploadInput)));
};
