// REST routes of uploads (DESIGN section 4); the procedures validate the bodies
// (the casts only satisfy the compiler).
import { deleteUploadInputSchema, uploadInputSchema, uploadResultSchema, type DeleteUploadInput, type UploadInput } from '@hair/domain';
import { z } from 'zod';
import { bodyOf, type RestModule } from './adapter';

export const uploadsRest: RestModule = {
  tag: 'Uploads',
  declare(routes) {
    routes.post('/uploads', {
      summary: 'Upload an image (a data URL)',
      description: 'The image is checked by its content and stored as WebP. 413 past the size limit.',
      access: 'admin',
      body: uploadInputSchema,
      response: uploadResultSchema,
      status: 201,
    }, ({ caller, req }) => caller.uploads.upload(bodyOf(req) as UploadInput));

    routes.delete('/uploads', {
      summary: 'Delete an uploaded file',
      description: '409 with the count of products that still use it, unless force is true.',
      access: 'admin',
      body: deleteUploadInputSchema,
      response: z.object({ deleted: z.literal(true) }),
    }, ({ caller, req }) => caller.uploads.delete(bodyOf(req) as DeleteUploadInput));
  },
};
