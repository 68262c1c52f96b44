// Lint rules that keep the layout in docs (architecture.md "Layout") true:
// the web app never reaches server or database code; a server module is used
// by others only through its public index.ts; shared code depends on no
// module; nothing imports in a cycle.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/** `../<module>/<file>` (or `../../…` from a module's subfolder) other than the module's index.ts. */
const otherModuleFile = (depth) => ({
  regex: `^${'\\.\\./'.repeat(depth)}(?!\\.\\.)[^/]+/(?!index\\.ts$).+`,
  message: 'Use the other module through its index.ts.',
});

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The web app's layers (bulletproof-react; docs: README "Web"): imports flow
 * shared → features → app (routes, layout, seo and the app's own modules:
 * root, i18n, the game registry, the route table). shared/ names no feature
 * and nothing of the app; a feature uses shared/ only, never another feature
 * (a page composes them). The zones are made from the folders on disk, so a
 * new feature is covered as soon as it exists.
 */
const WEB = 'apps/web/app';
const entries = readdirSync(path.join(here, WEB), { withFileTypes: true });
const features = readdirSync(path.join(here, WEB, 'features'), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
const appLayer = [
  ...['routes', 'layout', 'seo', 'styles'].map((dir) => `${WEB}/${dir}`),
  ...entries.filter((e) => e.isFile()).map((e) => `${WEB}/${e.name}`),
];
const webZones = [
  { target: `${WEB}/shared`, from: [`${WEB}/features`, ...appLayer], message: 'shared/ depends on no feature and nothing of the app: hand things in (props, hooks), do not reach up.' },
  { target: `${WEB}/features`, from: appLayer, message: 'A feature uses shared/ only; the app (routes, layout, registry) composes features, not the other way round.' },
  ...features.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: 'Features do not import each other: move what both need to shared/, or compose them in a route or the layout.',
  })),
];

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
      // `~/…` is the web app's alias for apps/web/app (vite.config.ts, tsconfig paths): resolved, so cycles and zones see through it.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'], alias: { '~': [path.join(here, WEB)] } })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: here, zones: webZones }] },
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
