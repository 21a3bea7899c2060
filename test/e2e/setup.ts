// `testTimeout` in a jest project entry is ignored (it is a global option): browser tests, their
// server start (a fresh PGlite folder) and Chromium launch need more than the default 5 s.
jest.setTimeout(90_000);
