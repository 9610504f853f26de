// A transaction that holds a PostgreSQL advisory lock until it ends, so that two
// servers starting together (two replicas, or a restart racing a start) do a
// one-time job once.
import { sql } from 'drizzle-orm';
import type { Db } from './client';

export async function inLockedTransaction<T>(db: Db, lockKey: number, run: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(Math.trunc(lockKey)))})`);
    return run(tx);
  });
}
