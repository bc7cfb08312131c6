import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'public', 'test-results', 'playwright-report', 'bench/results'] },
  js.configs.recommended,
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // One import style: relative imports name the file, extension included (.ts/.tsx), as
      // Node's own TypeScript support and the bundler both read them; tsc rewrites them to .js
      // when it builds the server.
      'no-restricted-syntax': [
        'error',
        ...['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration', 'ImportExpression'].map((node) => ({
          selector: `${node}[source.value=/^\\.{1,2}\\/(?!.*\\.(ts|tsx|css|json|mjs|svg|woff2)$)/]`,
          message: 'Write relative imports with the file extension (.ts/.tsx).',
        })),
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/client/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  // Client never imports server, server never imports client, common imports neither.
  ...[
    ['src/client/**/*.{ts,tsx}', ['**/server/**']],
    ['src/server/**/*.ts', ['**/client/**']],
    ['src/common/**/*.ts', ['**/client/**', '**/server/**', 'react', 'react-dom']],
  ].map(([files, group]) => ({
    files: [files],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group, message: 'client, server and common stay apart: the page never loads server code, the server never loads page code, and common code is shared by both (README, Layout)' }] }] },
  })),
  {
    // The site config test checks images the client renders; tests may look across.
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
