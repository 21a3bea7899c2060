// The lint step of `npm test` (STYLE.md habit 1: imports flow one way, and the linter holds it).
// typescript-eslint's recommended rules without type information (fast), the hooks rules, and
// one `no-restricted-imports` zone per layer. A file belongs to exactly one zone, because a later
// flat-config entry replaces a rule's options rather than adding to them.
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const { importX, createNodeResolver } = require('eslint-plugin-import-x');
const textBesideEnglish = require('./scripts/eslint/text-beside-english.cjs');

const TS = '**/*.{ts,tsx}';

// ---- restrictions, each a `patterns` entry of no-restricted-imports ---------------------------

const rule = (regex, message, extra = {}) => ({ regex, message, ...extra });

const noParcel = [
  rule('^(\\.\\.?/)+parcels(/|$)', 'Nothing imports a parcel: the shell mounts parcels by their import-map name.'),
  rule(
    '^@portal/(?!(utils(/internal)?|ui|contract|console)$)',
    'Only @portal/utils, @portal/ui, @portal/contract and @portal/console are shared modules; others are loaded by name at run time.',
  ),
];
/** The portal's own code takes @portal/utils through its internal entry; the public one is the sub-apps' face (ADR 019). */
const portalSide = [
  rule('^@portal/utils$', "The portal's own code imports @portal/utils/internal; @portal/utils is the sub-apps' documented face (docs/decisions/019)."),
];
/** What every route loads (src/) never imports the sub-apps' modules: they would join the login route's download. */
const noSubAppModules = [
  rule('^@portal/(contract|console)$', 'The modules of src/ import the contract by relative path; @portal/contract and @portal/console load with a sub-app.'),
];
const noDeepPackage = [
  rule('(^|/)node_modules/', "No reaching into a package's files: import what it exports."),
  rule('^@chakra-ui/react/dist(/|$)', "Chakra's dist folder is private: import what @chakra-ui/react exports."),
];
/** From a file of server/services/<x>/, another service is `../<y>` (its index.ts), never `../<y>/<file>` (ADR 018). */
const serviceThroughIndex = [
  rule(
    '^\\.\\./[^./][^/]*/',
    "A service reaches another only through its index.ts: import '../<service>', never its files (ADR 018); export what you need there.",
  ),
];
const noServer = [rule('^(\\.\\.?/)+server(/|$)', 'The browser does not import the server.')];
// TypeBox schemas stay on the server: the browser takes their types only (the route tables are plain data).
const schemaTypesOnly = [
  rule(
    '^(\\.\\.?/)+contract(/(index|iam|msgmgt|catalog|cbp|envelope))?$',
    'Browser code takes the contract schemas as types only (`import type`): TypeBox stays out of the bundles.',
    { allowTypeImports: true },
  ),
  rule('^typebox(/|$)', 'TypeBox stays out of the browser bundles (`import type` only).', { allowTypeImports: true }),
];
const browser = [...noParcel, ...noDeepPackage, ...noServer, ...schemaTypesOnly];

/** From a file `depth` folders below its unit's folder, a relative import may not climb out of it (the `shared` folders excepted). */
const staysInFolder = (depth, unit, shared = ['contract']) => [
  shared.length
    ? rule(
        `^(\\.\\./){${depth + 1}}(?!(\\.\\./)*(${shared.join('|')})(/|$))`,
        `A ${unit} imports only @portal/utils, @portal/ui, ${shared.join(', ')} and its own folder.`,
      )
    : rule(`^(\\.\\./){${depth + 1}}`, `A ${unit} imports only its own folder and the portal's modules by name (@portal/utils, ui, contract, console).`),
];
const teamCode = (unit) => [
  rule('^@chakra-ui(/|$)', `A ${unit} takes Chakra from @portal/ui (one Chakra, one emotion cache).`),
  rule('^@emotion(/|$)', `A ${unit} takes its styling from @portal/ui.`),
  rule('^jotai(/|$)', `A ${unit} reads the store through @portal/utils (one store).`),
  rule('^axios$', `A ${unit} calls the API through @portal/utils.`),
];
/** A src/<module> reaches another module through its import-map name, never by a relative path (it would be bundled twice). */
const noReachInto = (...modules) => [
  rule(`^(\\.\\./)+(${modules.join('|')})(/|$)`, 'Modules of src/ are separate bundles: import @portal/utils or @portal/ui, not their files.'),
];

// ---- zones -------------------------------------------------------------------------------------

const depths = [0, 1, 2, 3];
const glob = (root, depth) => `${root}/*/${'*/'.repeat(depth)}*.{ts,tsx}`;

const zones = [
  ...depths.map((depth) => ({
    files: [glob('parcels', depth)],
    patterns: [...browser, ...portalSide, ...teamCode('parcel'), ...staysInFolder(depth, 'parcel')],
  })),
  ...depths.map((depth) => ({
    files: [glob('apps', depth)],
    // A sub-app is built as if outside this repository: what it shares with the portal it imports by
    // name (@portal/utils, ui, contract, console; the types tarball types them), never by a path.
    patterns: [
      ...browser,
      ...teamCode('sub-app'),
      ...staysInFolder(depth, 'sub-app', []),
      rule('^@portal/utils/internal$', 'A sub-app imports @portal/utils, the face the sub-app guide documents (docs/decisions/019).'),
      rule(
        '^\\.\\.?/(.*/)?(contract|console-kit|src/console)(/|$)',
        'A sub-app imports the contract as @portal/contract and the console kit as @portal/console.',
      ),
    ],
  })),
  {
    files: [`src/ui/${TS}`],
    patterns: [
      ...browser,
      ...portalSide,
      ...noReachInto('utils', 'shell', 'root-config'),
      ...noSubAppModules,
      rule('^(\\.\\.?/)+(utils/)?api(/|$)', 'The UI kit calls no API: the caller passes what it needs (e.g. LoginForm `actions`).'),
      rule('^axios$', 'The UI kit calls no API.'),
    ],
    paths: [
      {
        name: '@portal/utils/internal',
        importNames: [
          'api',
          'call',
          'callWith',
          'createApiClient',
          'encryptBody',
          'loadAppCards',
          'signInActions',
          'usePasswordStrategy',
          'tokensAtom',
          'startSession',
          'setTokens',
          'clearSession',
          'signOut',
          'endSession',
          'navigate',
          'replaceRoute',
        ],
        message: 'The UI kit calls no API, writes no tokens and does not navigate: take callbacks from the page.',
      },
    ],
  },
  {
    // The console kit: a module of its own, on @portal/ui and @portal/utils like a sub-app.
    files: [`src/console/${TS}`],
    patterns: [
      ...browser,
      ...teamCode('console kit'),
      ...portalSide,
      ...noReachInto('utils', 'ui', 'shell', 'root-config'),
      rule('^@portal/console$', '@portal/console does not import itself.'),
    ],
  },
  {
    files: [`src/root-config/${TS}`],
    patterns: [
      ...browser,
      ...noReachInto('utils', 'ui', 'shell'),
      rule('^(react|react-dom|@chakra-ui|@emotion|jotai)(/|$)', 'The root config is framework-free: it shows the loader before React exists.'),
      rule('^@portal/(utils|ui)(/|$)', 'The root config loads before the shared modules (they bring React).'),
      ...noSubAppModules,
    ],
  },
  {
    files: [`src/utils/${TS}`],
    patterns: [
      ...browser,
      ...noReachInto('ui', 'shell', 'root-config'),
      rule('^@portal/', '@portal/utils depends on no other portal module (and never on itself).'),
      rule('^@chakra-ui(/|$)', '@portal/utils has no UI.'),
    ],
  },
  {
    files: [`src/shell/${TS}`],
    patterns: [
      ...browser,
      ...portalSide,
      ...noReachInto('utils', 'ui'),
      ...noSubAppModules,
      // What the root config and the shell both need comes from the browser kernel (src/kernel, ADR 020).
      ...noReachInto('root-config'),
    ],
  },
  {
    // The browser kernel (ADR 020): facts every browser module shares, with no dependency; each
    // module bundles its small copy (the root config loads before any shared module).
    files: [`src/kernel/${TS}`],
    patterns: [
      rule('^(?!\\.\\.?/)', 'The browser kernel depends on no package.'),
      rule('^\\.\\./(?!\\.\\./contract/rules/language\\.rules$)', "The browser kernel imports only its own files (and the contract's languages)."),
    ],
  },
  {
    files: [`contract/${TS}`],
    patterns: [
      ...noParcel,
      rule('^(\\.\\.?/)+(src|server|apps)(/|$)', 'contract/ is shared by both sides and imports neither.'),
      rule('^(react|react-dom|axios|kysely|fastify)(/|$)', 'contract/ holds types, schemas and pure rules only.'),
    ],
  },
  {
    files: [`server/services/**/*.routes.ts`],
    patterns: [
      ...noParcel,
      rule('\\.repository$', 'Routes → services → repositories: a route calls a service.'),
      ...serviceThroughIndex,
      rule('^kysely$', 'Routes hold no SQL: it lives in a repository.'),
      rule('^(\\.\\.?/)+(src|apps)(/|$)', 'The server imports no browser code.'),
    ],
  },
  {
    files: [`server/services/**/*.ts`],
    ignores: ['server/services/**/*.{routes,repository,seed,tables}.ts', 'server/services/*/index.ts'],
    patterns: [
      ...noParcel,
      rule('\\.routes$', 'Services do not import routes.'),
      ...serviceThroughIndex,
      rule('^kysely$', 'Services hold no SQL: a repository does (types are fine).', { allowTypeImports: true }),
      rule('^(\\.\\.?/)+(src|apps)(/|$)', 'The server imports no browser code.'),
    ],
  },
  {
    files: ['server/services/**/*.{repository,seed,tables}.ts'],
    patterns: [
      ...noParcel,
      rule('\\.(routes|service)$', 'Repositories, seeds and tables sit below the services.'),
      ...serviceThroughIndex,
      rule('^(\\.\\.?/)+(src|apps)(/|$)', 'The server imports no browser code.'),
    ],
  },
  {
    // A service's plugin entry registers its routes.
    files: ['server/services/*/index.ts'],
    patterns: [...noParcel, ...serviceThroughIndex, rule('^(\\.\\.?/)+(src|apps)(/|$)', 'The server imports no browser code.')],
  },
  {
    files: [`server/plugins/${TS}`],
    patterns: [
      ...noParcel,
      rule('^(\\.\\.?/)+services(/|$)', 'Plugins import no feature: app.ts passes them what they need.'),
      rule('^(\\.\\.?/)+(src|apps)(/|$)', 'The server imports no browser code.'),
    ],
  },
  {
    files: [`server/${TS}`],
    ignores: ['server/services/**', 'server/plugins/**'],
    patterns: [...noParcel, rule('^(\\.\\.?/)+(src|apps)(/|$)', 'The server imports no browser code.')],
  },
  {
    files: [`test/${TS}`, `bench/${TS}`, `scripts/${TS}`],
    patterns: [...noParcel],
  },
];

const zoneConfigs = zones.map(({ files, ignores, patterns, paths = [] }) => ({
  files,
  ...(ignores ? { ignores } : {}),
  rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns, paths }] },
}));

// Query-builder calls that only a repository (or a seed or migration) may make.
const SQL_CALLS = '^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|selectNoFrom)$';

// `serve()` types `request.user` of an `auth: true` route as the signed-in user; anywhere else it may be null.
const NO_USER_ASSERTION = {
  selector: "TSNonNullExpression > MemberExpression[property.name='user']",
  message: "No `request.user!`: declare the route `auth: true` and serve() types its user; elsewhere check it (throw AppError.of('UNAUTHENTICATED')).",
};

const nodeGlobals = Object.fromEntries(
  [
    'process',
    'console',
    'require',
    'module',
    '__dirname',
    '__filename',
    'URL',
    'URLSearchParams',
    'setTimeout',
    'clearTimeout',
    'setInterval',
    'clearInterval',
    'fetch',
    'AbortSignal',
    'Buffer',
  ].map((name) => [name, 'readonly']),
);

module.exports = tseslint.config(
  { ignores: ['**/node_modules/**', 'dist/**', 'data/**', '**/*.d.ts'] },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: nodeGlobals },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: [TS],
    rules: {
      // Unused names are errors, except a deliberately ignored `_name` and the rest of a destructure.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs,ts,tsx}'],
    rules: {
      'no-empty': ['error', { allowEmptyCatch: true }],
      // The rules that strip control characters from names and URLs must spell them.
      'no-control-regex': 'off',
    },
  },
  {
    // exhaustive-deps stays off: the effects that run on mount only or on a chosen key are deliberate.
    files: [`{src,parcels,apps}/${TS}`],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error' },
  },
  {
    // Tests and benches reach into responses and fixtures of any shape; migrations take Kysely<any>, as Kysely documents.
    files: [`{test,bench}/${TS}`, `server/migrations/${TS}`],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Functions passed to page.evaluate run in the browser.
    files: ['bench/web/**/*.mjs'],
    languageOptions: {
      globals: Object.fromEntries(['window', 'document', 'localStorage', 'performance', 'MutationObserver'].map((name) => [name, 'readonly'])),
    },
  },
  ...zoneConfigs,
  {
    // Imports on the server form no loop (services, plugins and helpers alike); type-only imports do not count.
    files: [`server/${TS}`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.node'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: [`server/${TS}`],
    rules: { 'no-restricted-syntax': ['error', NO_USER_ASSERTION] },
  },
  {
    files: ['server/services/**/*.{routes,service}.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        NO_USER_ASSERTION,
        { selector: `CallExpression[callee.property.name=/${SQL_CALLS}/]`, message: 'SQL lives in a *.repository.ts: call a repository function.' },
      ],
    },
  },
  {
    // One way to write a text (scripts/eslint/text-beside-english.cjs): Chinese sits beside its
    // English, in a per-language table or a { 'zh-CN', 'en-US' } pair. Data (seeds, migrations,
    // legal documents) and tests are not interface text of the code.
    files: [`{src,parcels,apps,contract,server}/${TS}`],
    ignores: ['**/*.test.{ts,tsx}', '**/*messages.ts', '**/messages.zh-CN.ts', '**/*.content.zh-CN.ts', '**/*.seed.ts', 'server/migrations/**'],
    plugins: { portal: { rules: { 'text-beside-english': textBesideEnglish } } },
    rules: { 'portal/text-beside-english': 'error' },
  },
  {
    files: ['src/**/*.js'],
    rules: { 'no-restricted-imports': ['error', { patterns: noDeepPackage }] },
  },
  {
    // The one place allowed into Chakra's files (see the comment at its top).
    files: ['src/ui/theme/chakra-theme-parts.js'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
