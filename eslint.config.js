import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'public/build/', 'var/', 'public/service-worker.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', document: 'readonly', location: 'readonly' } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  // A module is reached only through its index.ts (STYLE.md rule 1).
  {
    files: ['src/**/*.ts', 'scripts/**/*.ts', 'test/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: 'modules/[a-z-]+/(?!index\\.ts$)[^/]+',
              message: 'Import another module only through its index.ts.',
            },
          ],
        },
      ],
    },
  },
  // From one module to a sibling: '../support/index.ts' only.
  {
    files: ['src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\./[a-z-]+/(?!index\\.ts$)', message: 'Import another module only through its index.ts.' }] },
      ],
    },
  },
  // The platform imports no module.
  {
    files: ['src/platform/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: 'modules/', message: 'The platform imports no module.' }] }],
    },
  },
);
