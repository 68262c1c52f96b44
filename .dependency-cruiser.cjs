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
      name: 'sandbox-stands-apart',
      severity: 'error',
      comment: 'The sandbox payment provider is a processor of its own: the casino reaches it over HTTP only, and it knows nothing of the casino\'s modules.',
      from: { path: '^apps/server/src/sandbox/' },
      to: { path: '^apps/server/src/(modules|plugins)/' },
    },
    {
      name: 'casino-reaches-sandbox-over-http',
      severity: 'error',
      comment: 'Only the app (which mounts it) and the runtime registry (its jobs) name the sandbox.',
      from: { path: '^apps/server/src/', pathNot: ['^apps/server/src/sandbox/', '^apps/server/src/app[.]ts$', '^apps/server/src/runtime/registry[.]ts$'] },
      to: { path: '^apps/server/src/sandbox/' },
    },
    // The web app's layers (bulletproof-react; README "Web app"): shared/ → features/ → the app
    // (routes/, layout/, seo/ and the app's own modules: root, i18n, the game registry, the
    // route table). The patterns name folders, not a list of features: a new feature is covered.
    {
      name: 'web-shared-depends-on-no-feature',
      severity: 'error',
      comment: 'The web app\'s shared/ names no feature and nothing of the app: hand things in (props, hooks), do not reach up.',
      from: { path: '^apps/web/app/shared/' },
      to: { path: ['^apps/web/app/(features|routes|layout|seo|styles)/', '^apps/web/app/[^/]+$'] },
    },
    {
      name: 'web-feature-depends-on-no-app',
      severity: 'error',
      comment: 'A web feature uses shared/ only; the app (routes, layout, registry) composes features, not the other way round.',
      from: { path: '^apps/web/app/features/' },
      to: { path: ['^apps/web/app/(routes|layout|seo|styles)/', '^apps/web/app/[^/]+$'] },
    },
    {
      name: 'web-features-do-not-import-each-other',
      severity: 'error',
      comment: 'Web features do not import each other: move what both need to shared/, or compose them in a route or the layout.',
      from: { path: '^apps/web/app/features/([^/]+)/' },
      to: { path: '^apps/web/app/features/', pathNot: '^apps/web/app/features/$1/' },
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
    exclude: { path: ['(^|/)node_modules/', '^apps/web/build/', '^apps/web/[.]react-router/', '^e2e/artifacts/', '(^|/)[.]cache/'] },
    tsPreCompilationDeps: true,
    // The base options plus the web app's `~/…` alias for apps/web/app, so imports through it are checked too.
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'], conditionNames: ['import', 'default'] },
  },
};
