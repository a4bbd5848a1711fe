// One flat config for the whole workspace: TypeScript rules, React hooks on the web side,
// (The architecture rules — no cross-feature imports, no cycles — are checked by
// scripts/check-architecture.mjs, which `npm run lint` runs after ESLint.)
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'apps/web/dist-ssr/**',
      'apps/server/dist-*/**',
      '**/node_modules/**',
      'data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      '**/coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration through config.ts only.' }],
    },
  },
  {
    files: ['apps/server/src/config.ts', 'apps/server/src/server.ts', 'scripts/**', 'e2e/**', '**/*.config.{js,ts}'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['apps/server/src/db/migrations/**/*.ts'],
    // Migrations are frozen in time and work on Kysely<any>.
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The app runs on Preact's compatibility layer (ADR 045), which has no React 19 `use`.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react', importNames: ['use', 'useActionState', 'useOptimistic'], message: 'Not in preact/compat (ADR 045).' },
            { name: 'react-dom', importNames: ['useFormStatus'], message: 'Not in preact/compat (ADR 045).' },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
);
