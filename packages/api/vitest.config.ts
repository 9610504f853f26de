import { defineConfig } from 'vitest/config';

// Integration tests run on PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    testTimeout: 30000,
    hookTimeout: 60000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts'], exclude: ['src/**/*.integration.test.ts'] } },
      { extends: true, test: { name: 'pglite', include: ['src/**/*.integration.test.ts'], env: { TEST_DB: 'pglite' } } },
      ...(onPostgres
        ? [{ extends: true, test: { name: 'postgres', include: ['src/**/*.integration.test.ts'], env: { TEST_DB: 'postgres' } } }]
        : []),
    ],
  },
});
