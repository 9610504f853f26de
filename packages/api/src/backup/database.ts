// The database's part of a backup, one implementation per engine: PGlite's data
// directory (pglite.ts) or pg_dump's archive of a PostgreSQL database (postgres.ts).
import type { DatabaseKind } from './manifest';

export interface DatabaseDump {
  kind: DatabaseKind;
  /** Where the database is, for messages (never a password). */
  where: string;
  /** Writes a consistent dump of the whole database to `file`. */
  dump(file: string): Promise<void>;
  isEmpty(): Promise<boolean>;
  /** Removes everything, for a restore with --force. */
  clear(): Promise<void>;
  /** Fills the empty database from a dump. */
  load(file: string): Promise<void>;
  close(): Promise<void>;
}
