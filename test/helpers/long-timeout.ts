// `testTimeout` in a jest project entry is ignored (it is a global option) and never reaches hooks:
// browser tests, server starts (a fresh PGlite folder), Chromium launches and fuzz runs need more
// than the default 5 s.
jest.setTimeout(90_000);
