// Every SQL statement of the media library: one row per stored file an admin
// may pick again (an upload with createMedia, the demo images).
import type { MediaItem } from '@hair/domain';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { allColumns } from '../db/columns';
import { textContains } from '../db/conditions';
import { media } from '../db/schema';
import type { FileDeps } from '../shared/file-uses';
import { toMediaDto, type MediaRow } from './mapper';

const mediaColumns = allColumns(media);

export interface NewMediaItem {
  url: string;
  fileName: string;
  section: string | null;
  size: number;
  width: number;
  height: number;
  createdAt?: Date;
}

/** Newest first. */
export async function listMedia(db: Db): Promise<MediaItem[]> {
  const rows = await db.select(mediaColumns).from(media).orderBy(desc(media.createdAt), desc(media.id));
  return rows.map(toMediaDto);
}

/**
 * Adds files to the library. A row with the same URL (a file removed by hand
 * and stored again) is replaced, or with `keepExisting` kept as it is.
 */
export async function addToLibrary(db: Db, items: readonly NewMediaItem[], options: { keepExisting?: boolean } = {}): Promise<MediaRow[]> {
  if (items.length === 0) return [];
  const now = new Date();
  const values = items.map((item) => ({ ...item, createdAt: item.createdAt ?? now }));
  const insert = db.insert(media).values(values);
  const upsert = options.keepExisting
    ? insert.onConflictDoNothing({ target: media.url })
    : insert.onConflictDoUpdate({
      target: media.url,
      set: { fileName: sql`excluded.file_name`, section: sql`excluded.section`, size: sql`excluded.size`, width: sql`excluded.width`, height: sql`excluded.height`, createdAt: sql`excluded.created_at` },
    });
  return upsert.returning(mediaColumns);
}

/** Library rows whose URL names the file, in any of its forms. */
export async function mediaRowsForKey(deps: FileDeps, key: string): Promise<MediaRow[]> {
  const rows = await deps.db.select(mediaColumns).from(media).where(textContains(media.url, key));
  return rows.filter((row) => deps.storage.keyFromUrl(row.url) === key);
}

export async function mediaRowById(db: Db, id: string): Promise<MediaRow | undefined> {
  const [row] = await db.select(mediaColumns).from(media).where(eq(media.id, id));
  return row;
}

export async function deleteMediaRows(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await db.delete(media).where(inArray(media.id, [...ids]));
}
