// A product's short video (a QC clip of the actual hair) and its poster image.
// The video is an MP4 or WebM file the admin uploads (checked by its content on
// the server), or a web address. No zod here: the storefront reads these too.
import { MB } from './constants';
import { resolveMediaUrl } from './media-urls';
import { isSafeImageUrl } from './links';

/** The largest video an admin may upload: a minute of phone video at a modest bit rate. */
export const VIDEO_MAX_BYTES = 25 * MB;

/** The containers accepted, by the extension they are stored under, with their Content-Type. */
export const VIDEO_CONTAINERS = { mp4: 'video/mp4', webm: 'video/webm' } as const;
export type VideoContainer = keyof typeof VIDEO_CONTAINERS;

export const VIDEO_MESSAGES = {
  notVideo: 'file: must be an MP4 or WebM video (its content is checked, not its name)',
  empty: 'file: the upload is empty',
  interrupted: 'file: the upload stopped before the whole file arrived',
  tooLarge: `Video too large (max ${VIDEO_MAX_BYTES / MB} MB)`,
  url: 'Video URL must be an https:// or http:// address or a path of this site',
} as const;

/** True for an empty value, a web URL or a path of this site; never data:, blob: or javascript:. */
export function isSafeVideoUrl(value: string): boolean {
  return isSafeImageUrl(value) && !/^\s*data:/i.test(value);
}

export interface ProductVideo {
  url: string;
  /** The poster image shown before it plays; null without one. */
  posterUrl: string | null;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The product's video with its URLs resolved, or null when it has none (or an unsafe one). */
export function readProductVideo(raw: Record<string, unknown>, apiOrigin: string): ProductVideo | null {
  const url = textOf(raw.video_url ?? raw.videoUrl);
  if (url === '' || !isSafeVideoUrl(url)) return null;
  const poster = textOf(raw.video_poster_url ?? raw.videoPosterUrl);
  return {
    url: resolveMediaUrl(url, apiOrigin),
    posterUrl: poster !== '' && isSafeImageUrl(poster) ? resolveMediaUrl(poster, apiOrigin) : null,
  };
}
