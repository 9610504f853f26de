// The PostgreSQL advisory locks, one key each: of one-time jobs (servers starting
// together, two replicas or a restart racing a start, do each job once), and of the
// writes that must pass a limit one at a time (a new search of the week).
export const LOCK_KEYS = { migrations: 4_247_000, seed: 4_247_001, newSearch: 4_247_002 } as const;
