// Stored files and their media-library rows, kept in step: an upload may add a
// row, and removing a file removes the rows that point at it.
import { eq, inArray, sql } from 'drizzle-orm';
import { media } from '../../db/schema';
import type { AppDeps } from '../types';
import { mediaColumns, type MediaRow } from './mappers';
import { deleteStoredFile } from './stored-images';

type Deps = Pick<AppDeps, 'db' | 'storage'>;

export interface NewMediaItem {
  url: string;
  fileName: string;
  section: string | null;
  size: number;
  width: number;
  height: number;
}

/** Adds the file to the library; a stale row with the same URL (file removed by hand) is replaced. */
export async function addToLibrary(deps: Deps, item: NewMediaItem): Promise<MediaRow> {
  const values = { ...item, createdAt: new Date() };
  const [row] = await deps.db
    .insert(media)
    .values(values)
    .onConflictDoUpdate({ target: media.url, set: values })
    .returning(mediaColumns);
  if (!row) throw new Error('media insert returned no row');
  return row;
}

/** Library rows whose URL names the file, in any of its forms. */
export async function mediaRowsForKey(deps: Deps, key: string): Promise<MediaRow[]> {
  const rows = await deps.db.select(mediaColumns).from(media).where(sql`strpos(${media.url}, ${key}) > 0`);
  return rows.filter((row) => deps.storage.keyFromUrl(row.url) === key);
}

/** Deletes the rows first (a leftover file is harmless, a row without its file is not); true when anything existed. */
export async function removeStoredFile(deps: Deps, key: string, rows: MediaRow[]): Promise<boolean> {
  if (rows.length) await deps.db.delete(media).where(inArray(media.id, rows.map((row) => row.id)));
  const fileRemoved = await deleteStoredFile(deps.storage, key);
  return fileRemoved || rows.length > 0;
}

export async function mediaRowById(deps: Deps, id: string): Promise<MediaRow | undefined> {
  const [row] = await deps.db.select(mediaColumns).from(media).where(eq(media.id, id));
  return row;
}

export async function deleteMediaRow(deps: Deps, id: string): Promise<void> {
  await deps.db.delete(media).where(eq(media.id, id));
}
