// Lint rules that keep the layout in docs (architecture.md "Layout") true:
// the web app never reaches server or database code; fairness maths stays
// pure. Rules about how code depends on code (module boundaries, shared code,
// cycles) are dependency-cruiser's: .dependency-cruiser.cjs.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/.cache/**', '**/build/**', '**/.react-router/**', '.data/**', 'packages/db/migrations/**', 'test-results/**', 'playwright-report/**', 'e2e/artifacts/**'],
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
    files: ['packages/fairness/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['node:*', 'fs', 'crypto', 'http', '@azart/db', '@azart/server'], message: 'Fairness maths is pure and runs in the browser too.' }],
      }],
    },
  },
);
