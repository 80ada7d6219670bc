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
      comment: 'Scripts, tests and the app import a module only through its index.ts.',
      severity: 'error',
      from: { path: '^(src/app\\.ts|src/boot\\.ts|src/server\\.ts|scripts/|test/)' },
      to: { path: '^src/modules/[^/]+/', pathNot: '^src/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'platform-imports-no-module',
      severity: 'error',
      from: { path: '^src/platform/' },
      to: { path: '^src/modules/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
  },
};
