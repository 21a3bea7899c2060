// The first screen, as issue 11 asks it to be measured: for the login route and the signed-in
// overview, cold (fresh context, cache disabled) and throttled (4× CPU, a slow 3G-like link), the
// request waves before the first useful element, the time to that element, FCP and the JS bytes
// as sent; beside them a floor, a static HTML page of the same look served by the same server.
// Issue 24 adds, per load: the cumulative layout shift, the total blocking time (long tasks after
// FCP, until the measurement ends) and, on the login route, when the form is usable: a scripted
// user types a name and password as soon as the fields show and presses Enter (submits) as soon as
// the button allows; the time is when the sign-in request leaves (the floor: when its form submits).
// On the overview the first useful element is a card as index.html draws it (loading, issue 24
// item 3) and the same column tells when the live page's first card shows; CLS and TBT run until then.
// With a reference (`--reference <dir>`, single-spa's react-microfrontends example built into a
// static folder, see bench/web/reference/build.sh), the login route's loop loads it in turn too and
// times its navbar's first link; the login button is then given as a ratio to it.
// Used by bench.mjs (`npm run bench:web`); figures, not a test.
import fs from 'node:fs';
import path from 'node:path';

export const ROUTES = [
  {
    name: 'login',
    hash: '#/client-login',
    selector: 'form button[type="submit"]',
    // The page is live (hydrated, handed to the shell) when its button shows inside the shown shell.
    live: '#portal-shell:not([hidden]) form button[type="submit"]',
    signedIn: false,
    floor: 'bench-floor-login.html',
    signsIn: true,
  },
  {
    name: 'overview',
    hash: '#/application-overview',
    // A card as index.html draws it (loading, issue 24 item 3), then the live page's first card.
    selector: '[data-card], [data-frame-card]',
    live: '[data-parcel="@portal/overview"] [data-card]',
    signedIn: true,
    floor: 'bench-floor-overview.html',
  },
];

/** The reference's first useful element: the navbar's first link, drawn by the navbar's React (its
 * loader, "Loading topnav", is an h1 in the same nav and does not match). */
const REFERENCE_SELECTOR = 'nav.topnav a[href="/people"]';
const REFERENCE_LABEL = 'reference: react-microfrontends navbar';

/** Chrome DevTools' "Slow 3G" is 2 s RTT; this is a slow mobile link a user still works on. */
export const CONDITIONS = [
  { name: 'cold', cpu: 1, network: null },
  { name: 'throttled (4× CPU, 400 ms RTT, 1.6 Mbit/s)', cpu: 4, network: { latency: 400, downloadThroughput: 200_000, uploadThroughput: 100_000 } },
];

const FLOOR_STYLE = `body{margin:0;font:14px/1.5 system-ui,"PingFang SC","Microsoft YaHei",sans-serif;background:#f5f7fa;color:#1a202c}
header{height:56px;background:#fff;border-bottom:1px solid #e2e8f0;display:flex;align-items:center;padding:0 24px;font-weight:600}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:8px;padding:24px;margin:16px}
.login{max-width:360px;margin:15vh auto}input{display:block;width:100%;box-sizing:border-box;margin:0 0 12px;padding:8px;border:1px solid #cbd5e0;border-radius:6px}
button{width:100%;padding:10px;border:0;border-radius:6px;background:#2b6cb0;color:#fff;font-size:14px}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(280px,1fr))}`;

const FLOORS = {
  'bench-floor-login.html': `<form class="card login"><h1>工业云平台</h1><input placeholder="用户名"><input type="password" placeholder="密码"><button type="submit">登录</button></form>`,
  'bench-floor-overview.html': `<header>工业云平台</header><main class="grid">${Array.from({ length: 6 }, (_, i) => `<section class="card" data-card><h2>卡片 ${i + 1}</h2><p>概览</p></section>`).join('')}</main>`,
};

/** Writes the static floor pages next to index.html (the server serves new files in dist/portal). */
export function writeFloors(root) {
  const written = [];
  for (const [file, body] of Object.entries(FLOORS)) {
    const target = path.join(root, 'dist/portal', file);
    fs.writeFileSync(
      target,
      `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>floor</title><style>${FLOOR_STYLE}</style></head><body>${body}</body></html>`,
    );
    written.push(target);
  }
  return () => written.forEach((file) => fs.rmSync(file, { force: true }));
}

/** Records, inside the page, when `selector` (and `live`, if given) first matches a visible element. */
function watchFor({ selector, live }) {
  const seen = (which) => {
    const el = document.querySelector(which);
    if (!el) return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && window.getComputedStyle(el).visibility !== 'hidden';
  };
  const check = () => {
    if (window.__firstUseful === undefined && seen(selector)) window.__firstUseful = performance.now();
    if (live && window.__liveAt === undefined && seen(live)) window.__liveAt = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
  const frame = () => {
    check();
    if (window.__firstUseful === undefined || (live && window.__liveAt === undefined)) window.requestAnimationFrame(frame);
  };
  window.requestAnimationFrame(frame);
}

/**
 * Layout shifts and long tasks, recorded inside the page from its start; with `signsIn`, the
 * scripted user of the login route (see the top of this file).
 */
function recordPage(signsIn) {
  window.__cls = 0;
  window.__longTasks = [];
  new window.PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new window.PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  if (!signsIn) return;
  document.addEventListener(
    'submit',
    (event) => {
      if (window.__submitAt === undefined) window.__submitAt = performance.now();
      // The floor's form would navigate; the portal's never does (React prevents it too).
      event.preventDefault();
    },
    true,
  );
  const setValue = (input, value) => {
    Object.getOwnPropertyDescriptor(window.HTMLInputElement.prototype, 'value').set.call(input, value);
    input.dispatchEvent(new window.Event('input', { bubbles: true }));
  };
  const shown = (el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  let typed = false;
  const step = () => {
    if (window.__submitAt !== undefined) return;
    const form = document.querySelector('form');
    const name = form?.querySelector('input:not([type="checkbox"]):not([type="password"])');
    const password = form?.querySelector('input[type="password"]');
    if (!name || !password || !shown(name)) return;
    if (!typed) {
      setValue(name, 'demo');
      setValue(password, 'Portal@2026');
      typed = true;
    }
    const button = form.querySelector('button[type="submit"]');
    if (button && !button.disabled) form.requestSubmit(button);
  };
  new MutationObserver(step).observe(document, { childList: true, subtree: true, attributes: true });
  const frame = () => {
    step();
    if (window.__submitAt === undefined) window.requestAnimationFrame(frame);
  };
  window.requestAnimationFrame(frame);
}

/**
 * One cold load of `url` in a fresh context. `prepare(page)` runs first, on the origin, outside the
 * measurement (it writes the signed-in storage). Returns the figures of this load.
 */
export async function loadOnce(browser, { url, selector, live, condition, prepare, signsIn = false }) {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  if (prepare) await prepare(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (condition.network) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...condition.network });
  if (condition.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: condition.cpu });
  const starts = new Map();
  let jsBytes = 0;
  let signInAt = null;
  cdp.on('Network.requestWillBeSent', (e) => {
    starts.set(e.requestId, e.wallTime * 1000);
    if (signInAt === null && e.request.method === 'POST' && /\/login(\?|$)/.test(e.request.url)) signInAt = e.wallTime * 1000;
  });
  // Body bytes as sent (compressed): all that arrived less the headers that came with the response.
  const headerBytes = new Map();
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') headerBytes.set(e.requestId, e.response.encodedDataLength);
  });
  cdp.on('Network.loadingFinished', (e) => {
    if (headerBytes.has(e.requestId)) jsBytes += e.encodedDataLength - headerBytes.get(e.requestId);
  });
  await page.addInitScript(watchFor, { selector, live });
  await page.addInitScript(recordPage, signsIn);
  await page.goto(url);
  await page.waitForFunction(() => window.__firstUseful !== undefined, null, { timeout: 120_000, polling: 100 });
  if (signsIn) await page.waitForFunction(() => window.__submitAt !== undefined, null, { timeout: 120_000, polling: 100 });
  if (live) await page.waitForFunction(() => window.__liveAt !== undefined, null, { timeout: 120_000, polling: 100 });
  // The portal's sign-in request leaves after the submit (its body is encrypted first).
  if (signsIn && !url.includes('bench-floor')) {
    for (let i = 0; i < 600 && signInAt === null; i++) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const figures = await page.evaluate(() => ({
    useful: window.__firstUseful,
    submit: window.__submitAt ?? null,
    liveAt: window.__liveAt ?? null,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    origin: performance.timeOrigin,
    cls: window.__cls,
    longTasks: window.__longTasks,
    now: performance.now(),
  }));
  await context.close();
  const signedIn = url.includes('bench-floor') ? figures.submit : signInAt === null ? null : signInAt - figures.origin;
  const usable = signsIn ? signedIn : live ? figures.liveAt : null;
  // Total blocking time: what long tasks after FCP spent beyond 50 ms, until the measurement's end.
  const end = usable ?? figures.useful;
  const tbt = figures.longTasks
    .filter(([start]) => figures.fcp !== null && start >= figures.fcp && start < end)
    .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  // Requests started before the element showed (epoch ms); a wave is a group of requests that start
  // together, a new one only after an answer arrived (a gap of more than half the RTT). Only a slow
  // link separates the waves in time, so they are counted on the throttled runs.
  const usefulAt = figures.origin + figures.useful;
  const times = [...starts.values()].filter((t) => t <= usefulAt).sort((a, b) => a - b);
  const gap = condition.network ? condition.network.latency / 2 : null;
  let waves = null;
  if (gap !== null) {
    waves = 0;
    let last = -Infinity;
    for (const t of times) {
      if (t - last > gap) waves += 1;
      last = t;
    }
  }
  // On the login route, when the page went live (hydrated): the sign-in request's target is 1.2× the floor's submit plus this.
  const hydrated = signsIn && live ? figures.liveAt : null;
  return { useful: figures.useful, fcp: figures.fcp, jsBytes, waves, usable, hydrated, cls: figures.cls, tbt };
}

export const median = (values) => {
  const sorted = values.filter((v) => v !== null && v !== undefined).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
};

const ms = (v) => (v === null ? 'n/a' : `${Math.round(v)} ms`);

/**
 * Every route under every condition, `runs` times, the portals of `targets` ({ label, url }) and
 * the floor taken in turn so that a noisy moment of the machine hits them alike. Returns the
 * Markdown table and prints each figure as it comes.
 */
export async function firstScreenTable(browser, targets, { runs, signIn, log, reference }) {
  const rows = [];
  const versusReference = [];
  const versusFloor = [];
  for (const condition of CONDITIONS) {
    for (const route of ROUTES) {
      const withReference = reference && route.name === 'login';
      const samples = new Map([...targets.map((t) => [t.label, []]), ...(withReference ? [[REFERENCE_LABEL, []]] : []), ['floor', []]]);
      for (let run = 0; run < runs; run++) {
        for (const target of targets) {
          const prepare = async (page) => {
            await page.goto(`${target.url}/portal-config.json`);
            if (route.signedIn) await signIn(page, target.url);
          };
          samples.get(target.label).push(
            await loadOnce(browser, {
              url: `${target.url}/${route.hash}`,
              selector: route.selector,
              live: route.live,
              condition,
              prepare,
              signsIn: route.signsIn,
            }),
          );
        }
        if (withReference) samples.get(REFERENCE_LABEL).push(await loadOnce(browser, { url: `${reference}/`, selector: REFERENCE_SELECTOR, condition }));
        const floorSelector = route.signedIn ? '[data-card]' : 'form button[type="submit"]';
        samples
          .get('floor')
          .push(await loadOnce(browser, { url: `${targets[0].url}/${route.floor}`, selector: floorSelector, condition, signsIn: route.signsIn }));
      }
      const floorTime = median(samples.get('floor').map((s) => s.useful));
      for (const [label, list] of samples) {
        const useful = median(list.map((s) => s.useful));
        const row = {
          condition: condition.name,
          route: route.name,
          label,
          waves: median(list.map((s) => s.waves)),
          useful,
          ratio: floorTime ? useful / floorTime : null,
          fcp: median(list.map((s) => s.fcp)),
          js: median(list.map((s) => s.jsBytes)),
          usable: (route.signsIn && label !== REFERENCE_LABEL) || (route.live && label !== 'floor') ? median(list.map((s) => s.usable)) : null,
          hydrated: median(list.map((s) => s.hydrated)),
          cls: median(list.map((s) => s.cls)),
          tbt: median(list.map((s) => s.tbt)),
        };
        rows.push(row);
        log(
          `${row.condition} · ${row.route} · ${label}: ${ms(useful)} (${row.ratio?.toFixed(2)}× floor), FCP ${ms(row.fcp)}, usable ${ms(row.usable)}, CLS ${row.cls?.toFixed(3)}, TBT ${ms(row.tbt)}, waves ${row.waves ?? '-'}, JS ${(row.js / 1024).toFixed(1)} KB`,
        );
      }
      if (route.signsIn) {
        const floorSubmit = median(samples.get('floor').map((s) => s.usable));
        for (const target of targets) {
          const list = samples.get(target.label);
          const leaves = median(list.map((s) => s.usable));
          const live = median(list.map((s) => s.hydrated));
          if (leaves === null || live === null || floorSubmit === null) continue;
          const limit = 1.2 * floorSubmit + live;
          const line = `${condition.name}: ${target.label}'s sign-in request leaves at ${ms(leaves)}; 1.2 × the floor's submit ${ms(floorSubmit)} + the page live at ${ms(live)} = ${ms(limit)}: ${leaves <= limit ? 'within' : 'over'}`;
          versusFloor.push(line);
          log(line);
        }
      }
      if (withReference) {
        const navbar = median(samples.get(REFERENCE_LABEL).map((s) => s.useful));
        for (const target of targets) {
          const button = median(samples.get(target.label).map((s) => s.useful));
          const line = `${condition.name}: ${target.label}'s login button ${ms(button)} ÷ the reference's navbar ${ms(navbar)} = ${(button / navbar).toFixed(2)}×`;
          versusReference.push(line);
          log(line);
        }
      }
    }
  }
  const header =
    '| condition | route | build | waves before the element | first useful element | × floor | FCP | usable: sign-in request leaves (login), the live card (overview) | CLS | TBT | JS as sent |\n|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|';
  const body = rows
    .map(
      (r) =>
        `| ${r.condition} | ${r.route} | ${r.label} | ${r.waves ?? '-'} | ${ms(r.useful)} | ${r.ratio === null ? '-' : r.ratio.toFixed(2)} | ${ms(r.fcp)} | ${r.usable === null ? '-' : ms(r.usable)} | ${r.cls === null ? '-' : r.cls.toFixed(3)} | ${ms(r.tbt)} | ${(r.js / 1024).toFixed(1)} KB |`,
    )
    .join('\n');
  const ratios = versusReference.length
    ? `\n\nLogin button ÷ the reference's navbar (${REFERENCE_SELECTOR}), same run, medians (the target: ≤ 0.80×):\n\n${versusReference.map((l) => `- ${l}`).join('\n')}`
    : '';
  const signInLines = versusFloor.length
    ? `\n\nThe sign-in request against the static floor and the page's hydration (the page live: its button inside the shown shell), medians (the target: within):\n\n${versusFloor.map((l) => `- ${l}`).join('\n')}`
    : '';
  return `${header}\n${body}${ratios}${signInLines}`;
}
