// Backups of a whole site, its database and every stored file, in one archive
// (manifest.ts has its layout), and their restore into an empty site. The admin
// CLI's `backup` and `restore` call these (docs/decisions/017).
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { contentTypeOf, isSafeKey } from '../shared/storage-keys';
import type { Storage } from '../shared/types';
import { drain, readArchive, writeArchive, type ArchiveEntry } from './archive';
import type { DatabaseDump } from './database';
import {
  BACKUP_FORMAT,
  DATABASE_FILE,
  MANIFEST_FILE,
  manifestSchema,
  MEDIA_INDEX_FILE,
  MEDIA_PREFIX,
  mediaIndexSchema,
  type Manifest,
  type MediaIndex,
} from './manifest';
import { pgliteDump } from './pglite';
import { postgresDump } from './postgres';

export { DatabaseInUse } from '../db/pglite-lock';

/** What a backup reads or a restore fills. */
export interface Site {
  /** PostgreSQL's URL, or else PGlite's data directory. */
  database: { url: string } | { pgliteDir: string };
  storage: Storage;
  mediaDriver: Manifest['media_driver'];
}

export interface BackupSummary {
  database: Manifest['database'];
  databaseBytes: number;
  files: number;
  mediaBytes: number;
}

/** A message for the operator, one line at a time. */
export type Report = (line: string) => void;

const DATABASE_LABELS = { pglite: 'PGlite (embedded)', postgres: 'PostgreSQL' } as const;

function openDatabaseDump(site: Site): DatabaseDump {
  return 'url' in site.database ? postgresDump(site.database.url) : pgliteDump(site.database.pgliteDir);
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

/**
 * Writes the archive: the database first, then the files, so that every file the
 * dumped database names was stored before the dump and is in the archive.
 */
export async function backupSite(site: Site, file: string, report: Report = () => {}): Promise<BackupSummary> {
  if (existsSync(file)) throw new Error(`${file} exists already: name another file with --out`);
  const database = openDatabaseDump(site);
  const work = await mkdtemp(path.join(os.tmpdir(), 'hair-backup-'));
  try {
    const dumpFile = path.join(work, 'database');
    await database.dump(dumpFile);
    const databaseBytes = (await stat(dumpFile)).size;
    report(`Database: ${database.where}, ${formatBytes(databaseBytes)}`);

    const archive = writeArchive(file);
    try {
      const manifest: Manifest = { format: BACKUP_FORMAT, version: 1, created_at: new Date().toISOString(), database: database.kind, media_driver: site.mediaDriver };
      await archive.add(MANIFEST_FILE, json(manifest).length, json(manifest));
      await archive.add(DATABASE_FILE[database.kind], databaseBytes, createReadStream(dumpFile));
      const index: MediaIndex = { count: 0, bytes: 0, files: [] };
      for await (const object of site.storage.list()) {
        const body = await site.storage.read(object.key);
        if (!body) continue; // deleted since it was listed
        await archive.add(MEDIA_PREFIX + object.key, object.size, body);
        index.files.push({ key: object.key, size: object.size });
        index.count += 1;
        index.bytes += object.size;
      }
      await archive.add(MEDIA_INDEX_FILE, json(index).length, json(index));
      await archive.finish();
      report(`Media: ${index.count} files, ${formatBytes(index.bytes)} (${site.mediaDriver})`);
      return { database: database.kind, databaseBytes, files: index.count, mediaBytes: index.bytes };
    } catch (error) {
      await archive.abort();
      await rm(file, { force: true });
      throw error;
    }
  } finally {
    await database.close();
    await rm(work, { recursive: true, force: true });
  }
}

export class UnreadableBackup extends Error {
  constructor(file: string, problem: string) {
    super(`${file} is not a complete backup of this site: ${problem}`);
    this.name = 'UnreadableBackup';
  }
}

async function readJson(entry: ArchiveEntry): Promise<unknown> {
  try {
    return JSON.parse((await buffer(entry.body)).toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Reads the whole archive once before anything is changed: the manifest, the dump,
 * files with safe names only, and the index at the end that matches them.
 */
async function inspectBackup(file: string): Promise<{ manifest: Manifest; index: MediaIndex }> {
  const problem = (text: string) => new UnreadableBackup(file, text);
  let manifest: Manifest | undefined;
  let index: MediaIndex | undefined;
  let dumped = false;
  const files: { key: string; size: number }[] = [];
  try {
    for await (const entry of readArchive(file)) {
      if (!manifest) {
        const parsed = entry.name === MANIFEST_FILE ? manifestSchema.safeParse(await readJson(entry)) : null;
        if (!parsed?.success) throw problem(`it does not start with the ${MANIFEST_FILE} of a backup made by \`npm run admin -- backup\``);
        manifest = parsed.data;
      } else if (!dumped) {
        if (entry.name !== DATABASE_FILE[manifest.database]) throw problem(`${DATABASE_FILE[manifest.database]} is missing`);
        await drain(entry.body);
        dumped = true;
      } else if (index) {
        throw problem(`${entry.name} comes after ${MEDIA_INDEX_FILE}`);
      } else if (entry.name === MEDIA_INDEX_FILE) {
        const parsed = mediaIndexSchema.safeParse(await readJson(entry));
        if (!parsed.success) throw problem(`${MEDIA_INDEX_FILE} cannot be read`);
        index = parsed.data;
      } else {
        const key = entry.name.slice(MEDIA_PREFIX.length);
        if (!entry.name.startsWith(MEDIA_PREFIX) || !isSafeKey(key)) throw problem(`it holds a file with an unsafe name: ${JSON.stringify(entry.name)}`);
        files.push({ key, size: await drain(entry.body) });
      }
    }
  } catch (error) {
    if (error instanceof UnreadableBackup) throw error;
    throw problem(`it cannot be read (${error instanceof Error ? error.message : String(error)})`);
  }
  if (!manifest) throw problem('it is empty');
  if (!dumped) throw problem(`${DATABASE_FILE[manifest.database]} is missing`);
  if (!index) throw problem(`it ends before ${MEDIA_INDEX_FILE}: the archive was cut short`);
  const listed = index.files.map((f) => `${f.key} ${f.size}`).join('\n');
  if (index.count !== files.length || listed !== files.map((f) => `${f.key} ${f.size}`).join('\n')) {
    throw problem(`${MEDIA_INDEX_FILE} does not match the files in the archive (${index.count} listed, ${files.length} present)`);
  }
  return { manifest, index };
}

async function storageIsEmpty(storage: Storage): Promise<boolean> {
  for await (const _object of storage.list()) return false;
  return true;
}

async function emptyStorage(storage: Storage): Promise<void> {
  const keys: string[] = [];
  for await (const object of storage.list()) keys.push(object.key);
  for (const key of keys) await storage.delete(key);
}

/**
 * Fills an empty site (empty database, no stored files) from a backup; with `force`,
 * a site that holds anything is emptied first. The archive is checked whole before
 * anything is changed.
 */
export async function restoreSite(site: Site, file: string, options: { force?: boolean } = {}, report: Report = () => {}): Promise<BackupSummary> {
  if (!existsSync(file)) throw new Error(`${file} does not exist`);
  const { manifest, index } = await inspectBackup(file);
  report(`Backup of ${manifest.created_at}: ${DATABASE_LABELS[manifest.database]} database, ${index.count} files, ${formatBytes(index.bytes)}`);
  const database = openDatabaseDump(site);
  const work = await mkdtemp(path.join(os.tmpdir(), 'hair-restore-'));
  try {
    if (manifest.database !== database.kind) {
      const where = manifest.database === 'postgres' ? 'with DATABASE_URL set' : 'without DATABASE_URL';
      throw new Error(`Nothing was restored: the backup is of a ${DATABASE_LABELS[manifest.database]} database and this site uses ${DATABASE_LABELS[database.kind]}. Restore it ${where}.`);
    }
    const databaseEmpty = await database.isEmpty();
    const mediaEmpty = await storageIsEmpty(site.storage);
    if (!options.force && !(databaseEmpty && mediaEmpty)) {
      const full = [databaseEmpty ? '' : `the database (${database.where}) holds data`, mediaEmpty ? '' : `the ${site.mediaDriver} storage holds files`].filter(Boolean);
      throw new Error(`Nothing was restored: ${full.join(' and ')}. Restore into an empty site, or add --force to replace everything in it.`);
    }
    if (!databaseEmpty) await database.clear();
    if (!mediaEmpty) await emptyStorage(site.storage);

    let databaseBytes = 0;
    for await (const entry of readArchive(file)) {
      if (entry.name === DATABASE_FILE[manifest.database]) {
        const dumpFile = path.join(work, 'database');
        await pipeline(entry.body, createWriteStream(dumpFile));
        databaseBytes = entry.size;
        await database.load(dumpFile);
        report(`Database restored into ${database.where}`);
      } else if (entry.name.startsWith(MEDIA_PREFIX)) {
        const key = entry.name.slice(MEDIA_PREFIX.length);
        await site.storage.put(key, await buffer(entry.body), contentTypeOf(key));
      } else {
        await drain(entry.body);
      }
    }
    report(`Media: ${index.count} files restored (${site.mediaDriver})`);
    return { database: manifest.database, databaseBytes, files: index.count, mediaBytes: index.bytes };
  } finally {
    await database.close();
    await rm(work, { recursive: true, force: true });
  }
}
