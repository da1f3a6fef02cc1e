import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '.tmp/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' }],
    },
  },
  {
    // API modules (apps/api/src/modules/<domain>/<feature>) meet only through each other's index.ts.
    // Tests and the seed build fixtures and may reach further; product code may not.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test-support.ts', 'apps/api/src/testing/**', 'apps/api/src/seed/**'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': [{ type: 'module', pattern: 'apps/api/src/modules/*/*', capture: ['domain', 'feature'] }],
      'import/resolver': { typescript: { project: 'tsconfig.json' } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            { disallow: { to: { element: { type: 'module', fileInternalPath: '!index.ts' } } }, message: 'Import another module only through its index.ts.' },
          ],
        },
      ],
    },
  },
  {
    // Services hold rules and open transactions; queries live in repositories.
    files: ['apps/api/src/modules/**/*.service.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'kysely', message: 'Build queries in a repository; a service imports Kysely types only.', allowTypeImports: true }] },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
        {
          selector: 'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|selectNoFrom|mergeInto|replaceInto)$/]',
          message: 'Build queries in a repository, not in a service.',
        },
      ],
    },
  },
  {
    // Browser tests take `test` from support/test.ts, which closes the contexts a test leaves open.
    files: ['e2e/**/*.spec.ts', 'e2e/**/*.shots.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', importNames: ['test'], message: "Import test from './support/test'." }] },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/vite.config.ts', '**/playwright.config.ts', 'e2e/screenshots.config.ts', '**/vitest.config.ts', 'eslint.config.js', 'vitest.workspace.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
