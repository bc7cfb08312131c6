import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// One import style: relative imports name the file, extension included (.ts/.tsx), as Node's own
// TypeScript support and the bundler both read them; tsc rewrites them to .js when it builds the server.
const importExtensions = ['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration', 'ImportExpression'].map((node) => ({
  selector: `${node}[source.value=/^\\.{1,2}\\/(?!.*\\.(ts|tsx|css|json|mjs|svg|woff2)$)/]`,
  message: 'Write relative imports with the file extension (.ts/.tsx).',
}));

// One clock: server and common code read the time through src/server/clock/clock.ts, so tests set it.
const readsTheTime = [
  "CallExpression[callee.object.name='Date'][callee.property.name='now']",
  "NewExpression[callee.name='Date'][arguments.length=0]",
  "MemberExpression[object.name='Temporal'][property.name='Now']",
].map((selector) => ({ selector, message: 'Take the time from a Clock (src/server/clock/clock.ts) so tests can set it.' }));

// The server's rooms (README, Layout), read from its folders so a new room is covered at once.
// Shared rooms are mechanisms any room may use; the composing rooms join others (the wiring of
// the stores, the flows that follow them (a customer's text among them), the receptionist, the owner's API and commands, the
// notices, the plugins); every other room holds one kind of record (a feature) and never imports
// another feature or a composing room. No room imports the root's entry files but env.ts (the
// settings). Rooms are one folder deep under src/server, so a room reaches another only through
// '../<room>/'. tests/architecture/rooms.test.ts keeps the root to its entry files.
const SERVER = 'src/server';
const SHARED_ROOMS = ['clock', 'db', 'outbox', 'http', 'voice'];
const COMPOSING_ROOMS = [
  'wiring',
  'plugins',
  'notices',
  'payment-flow',
  'crew-flow',
  'booking-flows',
  'online-booking',
  'text-flow',
  'account-flow',
  'receptionist',
  'owner',
  'cli',
  'replication',
  'health',
];
const FEATURE_ROOMS = readdirSync(SERVER, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !SHARED_ROOMS.includes(entry.name) && !COMPOSING_ROOMS.includes(entry.name))
  .map((entry) => entry.name);
const ENTRY_FILES = ['app', 'server', 'start'];
const reaching = (rooms, files = ENTRY_FILES) => `^\\.\\./((${rooms.join('|')})/|(${files.join('|')})\\.ts$)`;
const apart = {
  group: ['**/client/**'],
  message:
    'client, server and common stay apart: the page never loads server code, the server never loads page code, and common code is shared by both (README, Layout)',
};
const roomRules = [
  ...SHARED_ROOMS.map((room) => ({
    room,
    regex: reaching([...FEATURE_ROOMS, ...COMPOSING_ROOMS]),
    message: 'A shared room (clock, db, outbox, http, voice) knows no feature: features hand it what it needs.',
  })),
  ...FEATURE_ROOMS.map((room) => ({
    room,
    regex: reaching([...FEATURE_ROOMS.filter((f) => f !== room), ...COMPOSING_ROOMS]),
    message: 'Feature rooms import shared rooms and common, never each other nor a composing room: the wiring and the flows compose them.',
  })),
].map(({ room, regex, message }) => ({
  files: [`src/server/${room}/**/*.ts`],
  ignores: ['**/*.test.ts'],
  rules: { 'no-restricted-imports': ['error', { patterns: [apart, { regex, message }] }] },
}));

// The owner's app by feature (a folder per page: today, bookings, leads...): a feature imports
// shared/ (the API, the data layer, the common pieces) and the client's own libraries, never
// another feature; shared/ imports no feature. The folders are read, so a new one is covered.
const OWNER_APP = 'src/client/owner';
const ownerFeatures = readdirSync(OWNER_APP, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => entry.name);
const ownerFeatureRules = [...ownerFeatures, 'shared'].map((folder) => ({
  files: [`${OWNER_APP}/${folder}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { ...apart, group: ['**/server/**'] },
          {
            regex: `^\\.\\./(${ownerFeatures.filter((f) => f !== folder).join('|')})/`,
            message: "A feature of the owner's app imports shared/, never another feature; shared/ imports none.",
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'public', 'test-results', 'playwright-report', 'bench/results'] },
  js.configs.recommended,
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'no-restricted-syntax': ['error', ...importExtensions],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/server/**/*.ts', 'src/common/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/server/clock/clock.ts'],
    rules: { 'no-restricted-syntax': ['error', ...importExtensions, ...readsTheTime] },
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
    rules: { 'no-restricted-imports': ['error', { patterns: [{ ...apart, group }] }] },
  })),
  ...roomRules,
  ...ownerFeatureRules,
  {
    // A function holds one job: none in the server or the page runs past 80 lines (a view is
    // split into its parts, a controller into its stages). Apart: the route tables (one
    // registration per route, each short), a store's table of prepared statements, and the
    // one-time migration that moved visits into rows of their own.
    files: ['src/server/**/*.ts', 'src/client/**/*.{ts,tsx}'],
    ignores: [
      'src/**/*.test.{ts,tsx}',
      'src/server/owner/bookings-route.ts',
      'src/server/payment-flow/pay-pages.ts',
      'src/server/plugins/routes-plugin.ts',
      'src/server/bookings/booking-rows.ts',
      'src/server/db/visits-migration.ts',
    ],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    // The site config test checks images the client renders; tests may look across.
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
