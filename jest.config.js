/**
 * Three projects, one command (`npm test` runs them all through scripts/test.mjs):
 * - unit:   pure rules and components, beside the code (jsdom for .tsx, node otherwise)
 * - server: the reference API against a real database (PGlite, or PostgreSQL when DATABASE_URL is set)
 * - e2e:    Debian's Chromium driven by playwright-core against the built portal and the real server
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const shared = {
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  moduleNameMapper: {
    '^@portal/utils$': '<rootDir>/src/utils/index.ts',
    '^@portal/ui$': '<rootDir>/src/ui/index.ts',
    // The browser fetches the overlays as an async chunk on first use; tests take them eagerly.
    '^(?:\\./|\\.\\./)overlays/lazy-overlays$': '<rootDir>/src/ui/overlays/overlay-parts.ts',
    // @portal/ui deep-imports Chakra's ESM theme parts (src/ui/theme/chakra-theme-parts.js); tests take the CommonJS twins.
    '^(?:\\.\\./)+node_modules/@chakra-ui/react/dist/esm/theme/(.*)\\.js$': '<rootDir>/node_modules/@chakra-ui/react/dist/cjs/theme/$1.cjs',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/data/'],
  // ESM-only packages are compiled to CommonJS like our own code (also when nested in another
  // package's node_modules, e.g. light-my-request/node_modules/cookie).
  transformIgnorePatterns: ['/node_modules/(?!(kysely|typebox|content-disposition|cookie|jotai)/)(@[^/]+/)?[^/]+/(?!.*node_modules/)'],
};

module.exports = {
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{src,parcels,apps,contract,scripts}/**/*.test.ts'],
    },
    {
      ...shared,
      displayName: 'unit-dom',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/{src,parcels,apps}/**/*.test.tsx'],
    },
    {
      ...shared,
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/server/**/*.test.ts'],
      testTimeout: 30000,
    },
    {
      ...shared,
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/e2e/**/*.test.ts'],
      testTimeout: 90000,
      setupFilesAfterEnv: ['<rootDir>/test/e2e/setup.ts'],
      globalSetup: '<rootDir>/test/e2e/global-setup.ts',
      globalTeardown: '<rootDir>/test/e2e/global-teardown.ts',
    },
  ],
};
