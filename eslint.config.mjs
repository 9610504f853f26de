// Lint rules for the whole monorepo. The import restrictions below keep the
// dependency arrows of the design pointing one way (see docs/decisions/002).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const OUR_PACKAGES = ['@hair/domain', '@hair/api', '@hair/demo-content', '@hair/ui', '@hair/server', '@hair/web'];
const crossPackageRelative = { group: ['../../packages/*', '../../apps/*', '**/packages/*/src/*', '**/apps/*/src/*'], message: 'Import other packages by their workspace name.' };

/** Forbid every package of ours except the allowed ones (and those allowed for their types only), and any extra patterns. */
function onlyImports(allowed, extraPaths = [], typesOnly = [], extraPatterns = []) {
  const banned = OUR_PACKAGES.filter((p) => !allowed.includes(p));
  const message = 'This import breaks the dependency direction of the design.';
  return {
    '@typescript-eslint/no-restricted-imports': ['error', {
      paths: [...banned.map((name) => ({ name, message, ...(typesOnly.includes(name) ? { allowTypeImports: true } : {}) })), ...extraPaths],
      patterns: [...banned.map((name) => ({ group: [`${name}/*`], message })), crossPackageRelative, ...extraPatterns],
    }],
  };
}

// In packages/api, SQL lives in each resource's store.ts (docs/decisions/011): no other
// file imports the query builder or the tables (a mapper may name a table's row type).
const SQL_ONLY_IN_STORES = [
  { group: ['drizzle-orm', 'drizzle-orm/*', '**/db/conditions', '**/db/columns'], message: 'Only a resource\'s store.ts holds SQL (docs/decisions/011): call a store function instead.' },
  { group: ['**/db/schema'], allowTypeImports: true, message: 'Only a resource\'s store.ts reads or writes the tables (docs/decisions/011); a mapper may import their types.' },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/routeTree.gen.ts', '**/drizzle/**', '**/playwright-report/**', '**/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  { files: ['packages/domain/**'], languageOptions: { globals: {} }, rules: {
    ...onlyImports([]),
    'no-restricted-imports': ['error', { patterns: [{ group: ['node:*', 'fs', 'path', 'crypto', 'react', 'react-dom'], message: 'domain is pure: no I/O, no React, no Node APIs.' }] }],
  } },
  { files: ['packages/api/**'], rules: onlyImports(['@hair/domain']) },
  {
    files: ['packages/api/src/**/*.ts'],
    ignores: ['packages/api/src/**/store.ts', 'packages/api/src/db/**', 'packages/api/src/testing/**', '**/*.test.ts'],
    rules: onlyImports(['@hair/domain'], [], [], SQL_ONLY_IN_STORES),
  },
  // Demo content is data for the API's seed: it may name the API's types (SeedContent); its tests seed a test database.
  { files: ['packages/demo-content/**'], rules: onlyImports(['@hair/domain'], [], ['@hair/api']) },
  { files: ['packages/demo-content/**/*.test.ts'], rules: onlyImports(['@hair/domain', '@hair/api']) },
  { files: ['packages/ui/**'], languageOptions: { globals: { ...globals.browser } }, rules: onlyImports(['@hair/domain']) },
  { files: ['apps/server/**'], rules: onlyImports(['@hair/api', '@hair/demo-content', '@hair/domain']) },
  // The server reaches the database only through the API's functions.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['drizzle-orm', 'drizzle-orm/*'], message: 'SQL lives in the stores of @hair/api.' }] }] },
  },
  {
    files: ['apps/web/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // web may use the AppRouter *type* of the api and nothing else from it.
      ...onlyImports(['@hair/domain', '@hair/ui', '@hair/api'], []),
      '@typescript-eslint/no-restricted-imports': ['error', {
        paths: [
          { name: '@hair/api', allowTypeImports: true, message: 'web imports only the AppRouter type from @hair/api.' },
          { name: '@hair/server', message: 'This import breaks the dependency direction of the design.' },
          { name: '@hair/demo-content', message: 'This import breaks the dependency direction of the design.' },
        ],
        patterns: [{ group: ['@hair/api/*'], message: 'web imports only the AppRouter type from @hair/api.' }, { group: ['@hair/demo-content/*', '@hair/server/*'], message: 'This import breaks the dependency direction of the design.' }, crossPackageRelative],
      }],
    },
  },
  { files: ['apps/web/e2e/**'], rules: { '@typescript-eslint/no-restricted-imports': 'off' } },
);
