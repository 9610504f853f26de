// REST routes of the media library (/api/site-media) and of uploads (/api/uploads).
import { deleteUploadInputSchema, mediaItemSchema, uploadInputSchema, uploadResultSchema, VIDEO_CONTAINERS, VIDEO_MAX_BYTES, type DeleteUploadInput, type UploadInput } from '@hair/domain';
import { z } from 'zod';
import { mediaPathSchema, videoUploadQuerySchema } from './router';
import { bodyOf, dropRestOfBody, fileBodyOf, publicRead, type RestModule } from '../rest/adapter';

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

/** The Content-Length the client declared; undefined when it sends the body in chunks. */
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

    routes.post('/uploads/video', {
      summary: "Upload a product's video (the file's bytes as the body)",
      description: `MP4 or WebM, checked by its content (415 otherwise, whatever its name or Content-Type), at most ${VIDEO_MAX_BYTES / (1024 * 1024)} MB `
        + '(413, refused before the rest is read). Stored under products/ with a safe name made from fileName and a random part, never overwriting; '
        + 'served from /uploads with its Content-Type and Range requests.',
      access: 'admin',
      query: videoUploadQuerySchema,
      fileBody: Object.values(VIDEO_CONTAINERS),
      response: uploadResultSchema,
      status: 201,
    }, async ({ caller, req }) => {
      try {
        return await caller.uploads.video({ fileName: req.query.fileName as string, ...fileBodyOf(req) });
      } catch (error) {
        dropRestOfBody(req);
        throw error;
      }
    });

    routes.delete('/uploads', {
      summary: 'Delete an uploaded file',
      description: '409 with the count of products that still use it, unless force is true.',
      access: 'admin',
      body: deleteUploadInputSchema,
      response: z.object({ deleted: z.literal(true) }),
    }, ({ caller, req }) => caller.uploads.delete(bodyOf(req) as DeleteUploadInput));
  },
};
