// The PostgreSQL advisory locks of one-time jobs, one key each: servers starting
// together (two replicas, or a restart racing a start) do each job once.
export const LOCK_KEYS = { migrations: 4_247_000, seed: 4_247_001 } as const;
