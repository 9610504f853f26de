// REST routes of uploads (DESIGN section 4); the procedures validate the bodies
// (the casts only satisfy the compiler).
import type { DeleteUploadInput, UploadInput } from '@hair/domain';
import { bodyOf, type RestModule } from './adapter';

export const uploadsRest: RestModule = (router, handle) => {
  router.post('/uploads', handle(async ({ caller, req, res }) => {
    const result = await caller.uploads.upload(bodyOf(req) as UploadInput);
    res.status(201);
    return result;
  }));

  router.delete('/uploads', handle(({ caller, req }) => caller.uploads.delete(bodyOf(req) as DeleteUploadInput)));
};
