// The product fields of its video: the clip's URL (an uploaded MP4 or WebM, or a
// web address) and its poster image. Blank or null removes them.
import { z } from 'zod';
import { isSafeVideoUrl, VIDEO_MESSAGES } from '../product-video';
import { blankToNull } from '../records';
import { MAX_URL_LENGTH, optionalImageUrl, tooLongMessage } from './common';

const videoUrlString = z
  .string({ error: VIDEO_MESSAGES.url })
  .trim()
  .max(MAX_URL_LENGTH, { error: tooLongMessage('Video URL', MAX_URL_LENGTH) })
  .refine(isSafeVideoUrl, { error: VIDEO_MESSAGES.url });

export const PRODUCT_VIDEO_SPELLINGS = {
  video_url: ['video_url', 'videoUrl'],
  video_poster_url: ['video_poster_url', 'videoPosterUrl'],
} as const;

/** Input: each may be absent (unchanged), or blank/null (removed). */
export const productVideoFieldsShape = {
  video_url: z.preprocess(blankToNull, videoUrlString.nullable().optional()),
  video_poster_url: optionalImageUrl,
};

/** Create: absent is none (null). */
export const productVideoCreateShape = {
  video_url: productVideoFieldsShape.video_url.transform((v) => v ?? null),
  video_poster_url: productVideoFieldsShape.video_poster_url.transform((v) => v ?? null),
};

export const productVideoOutputShape = {
  /** The QC video's URL, null without one. */
  video_url: z.string().nullable(),
  /** The image shown before the video plays, null without one. */
  video_poster_url: z.string().nullable(),
};
