// How the servers on one PostgreSQL database tell each other that public data changed,
// so that each clears the answers it keeps in memory: NOTIFY on one channel after a
// change, and a dedicated connection per server that LISTENs on it. A notice sent
// while a server's connection is down never reaches it, so the feed says when it is
// not listening (the server then keeps nothing; docs/decisions/018). PGlite is one
// process: nobody else can change its data, so its feed has nothing to carry.
import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** The channel of the notices; the payload is the sending feed's id. */
export const CHANGES_CHANNEL = 'hair_public_changes';
/** The listener's name in pg_stat_activity. */
export const CHANGE_FEED_APPLICATION_NAME = 'hair-change-feed';

export interface ChangeListener {
  /** Another server changed public data. */
  onChange(): void;
  /** The feed stopped hearing other servers (false) or hears them again (true). */
  onListening(listening: boolean): void;
}

export interface ChangeFeed {
  /** True while every change another server publishes reaches this one. */
  readonly listening: boolean;
  /** Tells the other servers that public data changed. */
  publish(): Promise<void>;
  /** Starts listening (on the first call) and calls `listener` from then on. */
  subscribe(listener: ChangeListener): void;
  close(): Promise<void>;
}

/** One process owns the database: there is nobody to tell and nobody to hear. */
export const singleProcessFeed: ChangeFeed = {
  listening: true,
  publish: async () => undefined,
  subscribe: () => undefined,
  close: async () => undefined,
};

export interface ChangeFeedTimings {
  /** Wait before the first reconnection; it doubles with each failure in a row. */
  firstRetryMs: number;
  maxRetryMs: number;
  /** How often the idle connection is checked: a dead peer sends no error. */
  pingEveryMs: number;
  pingTimeoutMs: number;
}

export const DEFAULT_CHANGE_FEED_TIMINGS: ChangeFeedTimings = { firstRetryMs: 100, maxRetryMs: 5000, pingEveryMs: 10_000, pingTimeoutMs: 5000 };

export interface PostgresChangeFeedOptions {
  url: string;
  /** Sends the notices (any connection will do). */
  pool: pg.Pool;
  /** Told when the listening connection is lost (with the next try's delay) and when it listens again. */
  onLost?: (error: Error, retryInMs: number) => void;
  onListening?: () => void;
  timings?: Partial<ChangeFeedTimings>;
}

export function postgresChangeFeed({ url, pool, onLost, onListening, timings }: PostgresChangeFeedOptions): ChangeFeed {
  const { firstRetryMs, maxRetryMs, pingEveryMs, pingTimeoutMs } = { ...DEFAULT_CHANGE_FEED_TIMINGS, ...timings };
  // Each feed ignores its own notices: its server has cleared its caches already.
  const origin = randomUUID();
  const listeners: ChangeListener[] = [];
  let client: pg.Client | null = null;
  let listening = false;
  let started = false;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;
  let ping: NodeJS.Timeout | undefined;

  const setListening = (value: boolean) => {
    if (listening === value) return;
    listening = value;
    for (const listener of listeners) listener.onListening(value);
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url, application_name: CHANGE_FEED_APPLICATION_NAME, keepAlive: true, query_timeout: pingTimeoutMs });
    client = next;
    next.on('notification', (notice) => {
      if (client !== next || notice.channel !== CHANGES_CHANNEL || notice.payload === origin) return;
      for (const listener of listeners) listener.onChange();
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, new Error('the database closed the connection')));
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGES_CHANNEL}`);
    } catch (error) {
      return lost(next, error instanceof Error ? error : new Error(String(error)));
    }
    if (client !== next) return;
    failures = 0;
    ping = setInterval(() => {
      next.query('select 1').catch((error: Error) => lost(next, error));
    }, pingEveryMs);
    setListening(true);
    onListening?.();
  }

  /** Drops the connection (once, whichever of its events comes first) and tries again later. */
  function lost(which: pg.Client, error: Error): void {
    if (client !== which) return;
    client = null;
    clearInterval(ping);
    // Its socket may be half open (the ping timed out): end it here, whatever the peer does.
    which.on('error', () => undefined);
    which.connection.stream.destroy();
    setListening(false);
    if (closed) return;
    const delay = Math.min(maxRetryMs, firstRetryMs * 2 ** failures);
    failures += 1;
    onLost?.(error, delay);
    retry = setTimeout(() => void connect(), delay);
  }

  return {
    get listening() {
      return listening;
    },
    async publish() {
      await pool.query('select pg_notify($1, $2)', [CHANGES_CHANNEL, origin]);
    },
    subscribe(listener) {
      listeners.push(listener);
      if (started || closed) return;
      started = true;
      void connect();
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(ping);
      const last = client;
      client = null;
      listening = false;
      await last?.end().catch(() => undefined);
    },
  };
}
