// Lint rules for the whole monorepo. The import restrictions below keep the
// dependency arrows of the design pointing one way (see docs/decisions/002).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const OUR_PACKAGES = ['@hair/domain', '@hair/api', '@hair/ui', '@hair/server', '@hair/web'];
const crossPackageRelative = { group: ['../../packages/*', '../../apps/*', '**/packages/*/src/*', '**/apps/*/src/*'], message: 'Import other packages by their workspace name.' };

/** Forbid every package of ours except the allowed ones. */
function onlyImports(allowed, extraPaths = []) {
  const banned = OUR_PACKAGES.filter((p) => !allowed.includes(p));
  return {
    '@typescript-eslint/no-restricted-imports': ['error', {
      paths: [...banned.map((name) => ({ name, message: 'This import breaks the dependency direction of the design.' })), ...extraPaths],
      patterns: [...banned.map((name) => ({ group: [`${name}/*`], message: 'This import breaks the dependency direction of the design.' })), crossPackageRelative],
    }],
  };
}

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
  { files: ['packages/ui/**'], languageOptions: { globals: { ...globals.browser } }, rules: onlyImports(['@hair/domain']) },
  { files: ['apps/server/**'], rules: onlyImports(['@hair/api', '@hair/domain']) },
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
        ],
        patterns: [{ group: ['@hair/api/*'], message: 'web imports only the AppRouter type from @hair/api.' }, crossPackageRelative],
      }],
    },
  },
  { files: ['apps/web/e2e/**'], rules: { '@typescript-eslint/no-restricted-imports': 'off' } },
);
