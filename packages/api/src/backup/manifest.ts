// What a backup holds, in the order written: 'manifest.json' (which database, made
// when), the database dump, every stored file under 'media/', and last
// 'media-index.json' listing the files written, so a cut-short archive is noticed.
import { z } from 'zod';

export const BACKUP_FORMAT = 'hair-catalogue-backup';
export const MANIFEST_FILE = 'manifest.json';
export const MEDIA_PREFIX = 'media/';
export const MEDIA_INDEX_FILE = 'media-index.json';

export type DatabaseKind = 'pglite' | 'postgres';

/** The dump's file in the archive: PGlite's data directory as a tar, or pg_dump's custom format. */
export const DATABASE_FILE: Readonly<Record<DatabaseKind, string>> = {
  pglite: 'database/pglite-datadir.tar',
  postgres: 'database/postgres.dump',
};

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(1),
  created_at: z.iso.datetime(),
  database: z.enum(['pglite', 'postgres']),
  media_driver: z.enum(['disk', 's3']),
});
export type Manifest = z.infer<typeof manifestSchema>;

export const mediaIndexSchema = z.object({
  count: z.number().int().min(0),
  bytes: z.number().int().min(0),
  files: z.array(z.object({ key: z.string(), size: z.number().int().min(0) })),
});
export type MediaIndex = z.infer<typeof mediaIndexSchema>;
