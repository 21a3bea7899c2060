/**
 * Projects, one command (`npm test` runs them all through scripts/test.mjs):
 * - unit:   pure rules and components, beside the code (jsdom for .tsx, node otherwise)
 * - server: the reference API against a real database (PGlite, or PostgreSQL when DATABASE_URL is set)
 * - e2e:    Debian's Chromium driven by playwright-core against the built portal and the real server
 * - fuzz, abuse, faults, bad-input, a11y: the hardening suites (README, "Hardening suites")
 * - multi-instance: two server processes on one PostgreSQL (TEST_DATABASE_URL), issue 12
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
    '^@portal/utils/internal$': '<rootDir>/src/utils/internal.ts',
    '^@portal/ui$': '<rootDir>/src/ui/index.ts',
    '^@portal/contract$': '<rootDir>/contract/browser.ts',
    '^@portal/console$': '<rootDir>/src/console/index.ts',
    // The browser fetches the overlays as an async chunk on first use; tests take them eagerly.
    '^(?:\\./|\\.\\./)overlays/lazy-overlays$': '<rootDir>/src/ui/overlays/overlay-parts.tsx',
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
      setupFiles: ['<rootDir>/test/helpers/dom-globals.ts'],
    },
    {
      ...shared,
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/server/**/*.test.ts'],
      testTimeout: 30000,
    },
    browserProject('e2e', 'test/e2e'),
    // The types tarball of the build, type-checked by a project outside the repository (build/types.js).
    {
      ...shared,
      displayName: 'types',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/types/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/helpers/long-timeout.ts'],
    },
    // The hardening suites (issue 6), one command each (README, "Hardening suites").
    serverProject('fuzz', 'test/fuzz'),
    serverProject('abuse', 'test/abuse'),
    // Two real server processes on one PostgreSQL (issue 12); skipped without TEST_DATABASE_URL.
    serverProject('multi-instance', 'test/multi-instance'),
    browserProject('faults', 'test/faults'),
    browserProject('bad-input', 'test/bad-input'),
    browserProject('a11y', 'test/a11y'),
  ],
};

/** Tests that talk to the real server in-process or over HTTP, on PGlite or DATABASE_URL. */
function serverProject(displayName, dir) {
  return {
    ...shared,
    displayName,
    testEnvironment: 'node',
    testMatch: [`<rootDir>/${dir}/**/*.test.ts`],
    setupFilesAfterEnv: ['<rootDir>/test/helpers/long-timeout.ts'],
  };
}

/** Tests that drive Debian's Chromium against the built portal and the real server (run in band). */
function browserProject(displayName, dir) {
  return {
    ...shared,
    displayName,
    testEnvironment: 'node',
    testMatch: [`<rootDir>/${dir}/**/*.test.ts`],
    setupFilesAfterEnv: ['<rootDir>/test/helpers/long-timeout.ts', '<rootDir>/test/helpers/browser-retry.ts'],
    globalSetup: '<rootDir>/test/e2e/global-setup.ts',
    globalTeardown: '<rootDir>/test/e2e/global-teardown.ts',
  };
}
