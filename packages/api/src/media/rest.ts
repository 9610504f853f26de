// REST routes of the media library (/api/site-media) and of uploads (/api/uploads).
import { deleteUploadInputSchema, mediaItemSchema, uploadInputSchema, uploadResultSchema, type DeleteUploadInput, type UploadInput } from '@hair/domain';
import { z } from 'zod';
import { mediaPathSchema } from './router';
import { bodyOf, publicRead, type RestModule } from '../rest/adapter';

export const mediaRest: RestModule = {
  tag: 'Media',
  declare(routes) {
    routes.get('/site-media', {
      summary: 'List the media library',
      access: 'public',
      response: z.array(mediaItemSchema),
    }, async ({ caller, res }) => publicRead(res, await caller.media.list()));

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
