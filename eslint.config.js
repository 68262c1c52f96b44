// Lint rules that keep the layout in docs (architecture.md "Layout") true:
// the web app never reaches server or database code; a server module is used
// by others only through its public index.ts; shared code depends on no
// module; nothing imports in a cycle.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/** `../<module>/<file>` (or `../../…` from a module's subfolder) other than the module's index.ts. */
const otherModuleFile = (depth) => ({
  regex: `^${'\\.\\./'.repeat(depth)}(?!\\.\\.)[^/]+/(?!index\\.ts$).+`,
  message: 'Use the other module through its index.ts.',
});

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/build/**', '**/.react-router/**', '.data/**', 'packages/db/migrations/**', 'test-results/**', 'playwright-report/**', 'e2e/artifacts/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-eval': 'error',
      'no-new-func': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['@azart/db', '@azart/server', '**/apps/server/**', '**/packages/db/**', 'pg', '@electric-sql/*', 'drizzle-orm', 'drizzle-orm/*', 'ioredis'], message: 'The web app talks to the server through the API only.' },
        ],
      }],
    },
  },
  {
    // A module's own files at its top level: another module only through its index.ts.
    files: ['apps/server/src/modules/*/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [otherModuleFile(1)] }] },
  },
  {
    // …and from its subfolders (games/frame, games/<game>, …/__tests__).
    files: ['apps/server/src/modules/*/*/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [otherModuleFile(2)] }] },
  },
  {
    // Shared code sits under the modules: it names none of them (nor the plugins that use them).
    files: ['apps/server/src/shared/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/modules/**', '**/plugins/**'], message: 'shared/ depends on no module or plugin.' }] }] },
  },
  {
    // No import cycles anywhere (type-only imports do not count: they vanish at run time).
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts', 'scripts/**/*.ts', 'robustness/**/*.ts', 'bench/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // import-x parses every module it follows, so it needs the TypeScript parser for .ts/.tsx files.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['packages/fairness/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['node:*', 'fs', 'crypto', 'http', '@azart/db', '@azart/server'], message: 'Fairness maths is pure and runs in the browser too.' }],
      }],
    },
  },
);
