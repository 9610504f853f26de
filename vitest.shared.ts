// The test setup of the packages with integration tests: unit tests, then integration
// tests on PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set. Tests
// that start a PostgreSQL server of their own (*.cluster.test.ts: several processes on
// one database, a database that goes away) run once, in their own project.
import { defineConfig, type TestProjectInlineConfiguration, type ViteUserConfig } from 'vitest/config';

/** The integration tests on one database; the test helpers read TEST_DB to pick it. */
function integrationProject(database: 'pglite' | 'postgres'): TestProjectInlineConfiguration {
  return { extends: true, test: { name: database, include: ['src/**/*.integration.test.ts'], env: { TEST_DB: database } } };
}

export function sharedVitestConfig(): ViteUserConfig {
  const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
  return defineConfig({
    test: {
      testTimeout: 30000,
      hookTimeout: 60000,
      projects: [
        { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts'], exclude: ['src/**/*.integration.test.ts', 'src/**/*.cluster.test.ts'] } },
        integrationProject('pglite'),
        ...(onPostgres ? [integrationProject('postgres')] : []),
        { extends: true, test: { name: 'cluster', include: ['src/**/*.cluster.test.ts'] } },
      ],
    },
  });
}
