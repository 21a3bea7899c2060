// How the tests (helpers/browser.ts) and the web benchmark (bench/web/bench.mjs) launch Chromium:
// Debian's (no browser downloads: the machine has no CDN), headless, with the flags a container
// needs. Plain JavaScript so that the benchmark, a Node script, can import it; types beside.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** playwright-core's `chromium.launch` options. */
export const CHROMIUM_LAUNCH = {
  executablePath: CHROMIUM_PATH,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-dev-shm-usage',
  ],
};
