// Import rules that keep the layout of architecture.md ("Layout") true, checked by
// `npm run lint` with dependency-cruiser (a pure-JavaScript resolver: it installs
// from this machine's registry, which the native resolvers of eslint import plugins
// do not). ESLint keeps the rules about what may be imported at all (the web app
// never reaches server or database code; fairness maths stays pure).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'Nothing imports in a cycle (type-only imports vanish at run time and do not count).',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'module-through-its-index',
      severity: 'error',
      comment: 'A server module reaches another only through its public index.ts.',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: { path: '^apps/server/src/modules/[^/]+/', pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/index[.]ts$'] },
    },
    {
      name: 'shared-depends-on-no-module',
      severity: 'error',
      comment: 'Server shared code sits under the modules and plugins: it names none of them, not even for a type.',
      from: { path: '^apps/server/src/shared/' },
      to: { path: '^apps/server/src/(modules|plugins)/' },
    },
    {
      name: 'packages-depend-on-no-app',
      severity: 'error',
      comment: 'Shared packages never reach into the apps.',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', '^apps/web/build/', '^apps/web/[.]react-router/', '^e2e/artifacts/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'], conditionNames: ['import', 'default'] },
  },
};
