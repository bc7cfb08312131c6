import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// One import style: relative imports name the file, extension included (.ts/.tsx), as Node's own
// TypeScript support and the bundler both read them; tsc rewrites them to .js when it builds the server.
const importExtensions = ['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration', 'ImportExpression'].map((node) => ({
  selector: `${node}[source.value=/^\\.{1,2}\\/(?!.*\\.(ts|tsx|css|json|mjs|svg|woff2)$)/]`,
  message: 'Write relative imports with the file extension (.ts/.tsx).',
}));

// One clock: server and common code read the time through src/server/platform/clock/clock.ts, so tests set it.
const readsTheTime = [
  "CallExpression[callee.object.name='Date'][callee.property.name='now']",
  "NewExpression[callee.name='Date'][arguments.length=0]",
  "MemberExpression[object.name='Temporal'][property.name='Now']",
].map((selector) => ({ selector, message: 'Take the time from a Clock (src/server/platform/clock/clock.ts) so tests can set it.' }));

// The server's house by business area: src/server/<group>/<room>/ (each group's README says what
// it holds). The groups stack in layers, each importing only those below it (and src/common):
// platform at the ground, then conversations, customers, money, the field, the receptionist, and
// the app that wires them. Inside a group, a record room (one kind of record) imports platform
// and common only; the other rooms (flows, notices, routes) compose the records and flows of their
// group and of the groups below. No room imports the entry files but env.ts (the settings).
// tests/architecture/house.test.ts keeps the folders free of import circles at every depth.
const SERVER = resolve('src/server');
const GROUPS = {
  platform: { records: ['clock', 'db', 'http', 'outbox', 'settings', 'voice', 'codes'] },
  conversations: { records: ['texts', 'phones', 'calls'] },
  customers: { records: ['leads', 'bookings', 'holidays', 'people', 'customer-account', 'waitlist'] },
  money: { records: ['payments', 'accounts'] },
  field: { records: ['stops', 'photos', 'trucks', 'ratings'] },
  receptionist: { records: [] },
  app: { records: ['sessions', 'passkeys'] },
};
const LAYERS = Object.keys(GROUPS);
const placeOf = (file) => {
  const parts = relative(SERVER, file).split(sep);
  if (parts[0] === '..' || isAbsolute(parts[0])) return undefined;
  return parts.length === 1 ? { entry: parts[0] } : { group: parts[0], room: parts[1] };
};
const isRecord = (place) => place.group !== 'platform' && GROUPS[place.group]?.records.includes(place.room);
function refusal(from, to) {
  if (!to || (from.group === to.group && from.room === to.room)) return undefined;
  if (to.entry) return to.entry === 'env.ts' ? undefined : "No room imports the server's entry files (app.ts, server.ts, start.ts).";
  if (!GROUPS[from.group] || !GROUPS[to.group]) return `Every folder of src/server is a group named in eslint.config.js (GROUPS): ${from.group}, ${to.group}.`;
  if (isRecord(from) && to.group !== 'platform')
    return `${from.group}/${from.room}/ holds one kind of record: it imports platform and common only; a flow of its group composes it with others.`;
  if (LAYERS.indexOf(to.group) > LAYERS.indexOf(from.group))
    return `${from.group}/ sits below ${to.group}/: a group imports only the groups below it (${LAYERS.join(' < ')}).`;
  return undefined;
}
const house = {
  rules: {
    layers: {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const from = placeOf(context.filename);
        if (!from || from.entry) return {};
        const check = (node) => {
          const spec = node.source?.value;
          if (typeof spec !== 'string' || !spec.startsWith('.')) return;
          const message = refusal(from, placeOf(resolve(dirname(context.filename), spec)));
          if (message) context.report({ node: node.source, message });
        };
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
      },
    },
  },
};
const apart = {
  group: ['**/client/**'],
  message:
    'client, server and common stay apart: the page never loads server code, the server never loads page code, and common code is shared by both (README, Layout)',
};

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
    ignores: ['**/*.test.{ts,tsx}', 'src/server/platform/clock/clock.ts'],
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
  { files: ['src/server/**/*.ts'], ignores: ['**/*.test.ts'], plugins: { house }, rules: { 'house/layers': 'error' } },
  ...ownerFeatureRules,
  {
    // A function holds one job: none in the server or the page runs past 80 lines (a view is
    // split into its parts, a controller into its stages, a route table into its areas' tables).
    files: ['src/server/**/*.ts', 'src/client/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    // The site config test checks images the client renders; tests may look across.
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
