/** Module boundaries (STYLE.md rule 1): a module is reached only through its index.ts; the platform imports no module. */
module.exports = {
  forbidden: [
    {
      name: 'module-only-through-index',
      comment: 'Import another module only through its index.ts.',
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/' },
      to: { path: '^src/modules/[^/]+/', pathNot: ['^src/modules/$1/', '^src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'outside-only-through-index',
      comment: 'Everything outside src/modules (app, demo content, scripts, tests) imports a module only through its index.ts.',
      severity: 'error',
      from: { path: '^(src|scripts|test)/', pathNot: '^src/modules/' },
      to: { path: '^src/modules/[^/]+/', pathNot: '^src/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'app-imports-no-script',
      comment: 'The app never depends on scripts/ (dev tools and the admin CLI); what it needs at start lives in src.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^scripts/' },
    },
    {
      name: 'platform-imports-no-module',
      comment: 'The platform is below every module and the browser code: it lists what they register (registries), never imports them.',
      severity: 'error',
      from: { path: '^src/platform/' },
      to: { path: '^(src/modules|widgets)/' },
    },
    {
      name: 'no-module-cycle',
      comment:
        'Imports between modules only go down (accounts, profiles, media, comments, notifications low; features above; start, search, seo on top ' +
        'through registries): a cycle that leaves a module\'s folder means one of them must add to a registry of the other instead.',
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/' },
      to: { circular: true, via: { pathNot: '^src/modules/$1/' } },
    },
    {
      name: 'no-cycle-in-a-module',
      comment: 'Inside a module too, files import in one direction (role files: pages → service → repo).',
      severity: 'error',
      from: { path: '^src/modules/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
  },
};
