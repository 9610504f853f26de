// Media-library rows and their API shape (snake_case, ISO dates).
import type { MediaItem } from '@hair/domain';
import type { media } from '../db/schema';

export type MediaRow = typeof media.$inferSelect;

export function toMediaDto(row: MediaRow): MediaItem {
  return {
    id: row.id,
    url: row.url,
    fileName: row.fileName,
    section: row.section,
    size: row.size,
    width: row.width,
    height: row.height,
    created_at: row.createdAt.toISOString(),
  };
}
