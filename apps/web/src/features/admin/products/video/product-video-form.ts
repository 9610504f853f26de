// The product form's video: the stored clip and its poster, what the form sends,
// and what a chosen file must be before it is sent (the server checks the bytes again).
import { VIDEO_CONTAINERS, VIDEO_MAX_BYTES, VIDEO_MESSAGES } from '@hair/domain';

export interface ProductVideoValues {
  /** Stored URLs ('/uploads/...'), as the server gave them; null for none. */
  url: string | null;
  posterUrl: string | null;
}

export const NO_VIDEO: ProductVideoValues = { url: null, posterUrl: null };

export const VIDEO_FILE_MESSAGES = {
  notVideo: 'Choose an MP4 or WebM video',
} as const;

/** The product fields of the video; a poster goes with its video. */
export function videoBody(video: ProductVideoValues): { video_url: string | null; video_poster_url: string | null } {
  return { video_url: video.url, video_poster_url: video.url ? video.posterUrl : null };
}

export function videoUsesFile(video: ProductVideoValues, url: string): boolean {
  return video.url === url || video.posterUrl === url;
}

/** Why a chosen file cannot be the video, or null. A file the browser gives no type is left to the server's check. */
export function videoFileProblem(file: Pick<File, 'name' | 'size' | 'type'>): string | null {
  if (file.type !== '' && !(Object.values(VIDEO_CONTAINERS) as string[]).includes(file.type)) return `${file.name}: ${VIDEO_FILE_MESSAGES.notVideo}`;
  if (file.size > VIDEO_MAX_BYTES) return `${file.name}: ${VIDEO_MESSAGES.tooLarge}`;
  return null;
}
