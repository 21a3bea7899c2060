/**
 * @portal/devtools: the developer panel (issue 20, point 8; single-spa-inspector is the anchor, but
 * this one lives in the portal and works in any browser). The root config imports it only when
 * `localStorage.devtools` is set (src/root-config/devtools-api.ts), so no other visit downloads it.
 *
 * Plain DOM in an open shadow root: no framework (the root config is framework-free), and neither
 * the portal's nor a sub-app's global CSS reaches it. A button beside import-map-overrides' button
 * (bottom right) opens a table of every single-spa application and parcel: status, where its
 * module came from (the portal's build, the environment's importmap.json, or an override in this
 * browser), its format, load and mount times, the globals it left on `window` when it last
 * unmounted, and buttons to force-unmount and remount it. Escape closes it.
 */
import { devtoolsApi, type DevtoolsEntry as Entry, type RootConfigSide } from './devtools-api';
import { panelText, type PanelText } from './devtools.messages';

const HOST_ID = 'portal-devtools';

const STYLE = `
:host{all:initial;font:13px/1.5 system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;color:#18181b}
.toggle{position:fixed;right:96px;bottom:8px;z-index:2147483000;padding:6px 12px;border:1px solid #1d55cc;border-radius:6px;background:#fff;color:#1d55cc;font:inherit;font-weight:600;cursor:pointer;box-shadow:0 1px 4px rgba(0,0,0,.2)}
.toggle:focus-visible,button:focus-visible{outline:3px solid #82a9fb;outline-offset:2px}
.panel{position:fixed;right:8px;bottom:48px;z-index:2147483000;width:min(1400px,calc(100vw - 16px));max-height:min(70vh,640px);overflow:auto;border:1px solid #d4d4d8;border-radius:8px;background:#fff;box-shadow:0 8px 24px rgba(0,0,0,.2)}
.panel[hidden]{display:none}
header{display:flex;align-items:center;justify-content:space-between;gap:12px;padding:10px 14px;border-bottom:1px solid #e4e4e7}
h2{margin:0;font-size:15px}
table{width:100%;border-collapse:collapse}
caption{text-align:start;padding:8px 14px;color:#52525b}
th,td{padding:6px 8px;border-bottom:1px solid #f4f4f5;text-align:start;vertical-align:top}
th{background:#fafafa;font-weight:600;position:sticky;top:0;white-space:nowrap}
td.num{text-align:end;font-variant-numeric:tabular-nums;white-space:nowrap}
.name{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;word-break:break-all;min-width:160px;max-width:220px}
td{white-space:nowrap}
td:first-child,td:nth-last-child(2){white-space:normal}
.url{display:block;color:#52525b;font-size:11px}
.kind{display:inline-block;margin-inline-start:6px;padding:0 4px;border:1px solid #d4d4d8;border-radius:4px;font-size:11px;color:#52525b}
.status{display:inline-block;padding:0 6px;border-radius:4px;background:#f4f4f5;white-space:nowrap}
.status[data-status=MOUNTED]{background:#dcfce7;color:#166534}
.status[data-status=LOAD_ERROR],.status[data-status=SKIP_BECAUSE_BROKEN]{background:#fee2e2;color:#991b1b}
.actions{display:flex;gap:6px;white-space:nowrap}
table[aria-busy=true] button[data-action]{opacity:.6}
button{padding:3px 10px;border:1px solid #d4d4d8;border-radius:6px;background:#fff;color:#18181b;font:inherit;cursor:pointer}
button:disabled{color:#a1a1aa;cursor:not-allowed}
.close{border:0;font-size:18px;line-height:1;padding:2px 8px}
`;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

function ms(value: number | undefined): string {
  return value === undefined ? '—' : `${Math.round(value)} ms`;
}

function language(): 'zh-CN' | 'en-US' {
  try {
    return (window.localStorage.getItem('language') ?? '').includes('en-US') ? 'en-US' : 'zh-CN';
  } catch {
    return 'zh-CN';
  }
}

function row(entry: Entry, text: PanelText): HTMLTableRowElement {
  const tr = el('tr', { 'data-entry': entry.name, 'data-kind': entry.kind });
  const name = el('td');
  name.append(el('span', { class: 'name' }, entry.name));
  if (entry.kind === 'parcel') name.append(el('span', { class: 'kind' }, text.kinds.parcel));
  if (entry.url) name.append(el('span', { class: 'url' }, entry.url));
  const status = el('td');
  status.append(
    el(
      'span',
      { class: 'status', 'data-status': entry.status, 'data-testid': 'devtools-status' },
      entry.held ? `${entry.status} · ${text.held}` : entry.status,
    ),
  );
  const actions = el('td');
  const box = el('div', { class: 'actions' });
  const unmount = el('button', { type: 'button', 'data-action': 'unmount', 'aria-label': text.unmountLabel(entry.name) }, text.unmount);
  unmount.disabled = entry.status !== 'MOUNTED';
  const remount = el('button', { type: 'button', 'data-action': 'remount', 'aria-label': text.remountLabel(entry.name) }, text.remount);
  remount.disabled = entry.status === 'LOAD_ERROR' || entry.status === 'SKIP_BECAUSE_BROKEN';
  box.append(unmount, remount);
  actions.append(box);
  tr.append(
    name,
    status,
    el('td', { 'data-testid': 'devtools-source' }, text.sources[entry.source]),
    el('td', { 'data-testid': 'devtools-format' }, entry.format),
    el('td', { class: 'num', 'data-testid': 'devtools-load' }, ms(entry.loadMs)),
    el('td', { class: 'num', 'data-testid': 'devtools-mount' }, ms(entry.mountMs)),
    el('td', { class: 'num', 'data-testid': 'devtools-mounts' }, String(entry.mounts)),
    el('td', { class: 'name' }, entry.globals.join(', ') || '—'),
    actions,
  );
  return tr;
}

/** The host with its shadow root: the toggle button and the (hidden) panel with its empty table. */
function buildPanel(text: PanelText) {
  const host = el('div', { id: HOST_ID, 'data-testid': 'devtools' });
  const shadow = host.attachShadow({ mode: 'open' });
  const style = el('style');
  style.textContent = STYLE;
  const toggle = el('button', { type: 'button', class: 'toggle', 'aria-expanded': 'false', 'aria-controls': 'panel' }, text.toggle);
  const panel = el('section', { id: 'panel', class: 'panel', 'aria-labelledby': 'title', hidden: '' });
  const header = el('header');
  const close = el('button', { type: 'button', class: 'close', 'aria-label': text.close }, '×');
  header.append(el('h2', { id: 'title' }, text.title), close);
  const table = el('table');
  const caption = el('caption', {}, text.caption);
  const head = el('thead');
  const headRow = el('tr');
  for (const column of text.columns) headRow.append(el('th', { scope: 'col' }, column));
  head.append(headRow);
  const body = el('tbody');
  table.append(caption, head, body);
  panel.append(header, table);
  shadow.append(style, toggle, panel);
  return { host, shadow, toggle, panel, close, table, body };
}

/**
 * Runs `redraw` (which replaces the rows) and puts the focus back on the same button of the same
 * row (keyboard users act on rows in turn), or on that row's first enabled button.
 */
function keepingFocus(shadow: ShadowRoot, body: HTMLElement, redraw: () => void): void {
  const focused = shadow.activeElement as HTMLElement | null;
  const focusKey = focused?.closest('tr') ? `${focused.closest('tr')?.dataset.entry}|${focused.dataset.action}` : null;
  redraw();
  if (!focusKey) return;
  const [name, action] = focusKey.split('|');
  const again = [...body.querySelectorAll<HTMLButtonElement>('tr')]
    .find((tr) => tr.dataset.entry === name)
    ?.querySelector<HTMLButtonElement>(`button[data-action="${action}"]`);
  (again && !again.disabled ? again : (again?.closest('tr')?.querySelector<HTMLButtonElement>('button:not(:disabled)') ?? null))?.focus();
}

/** Opens the panel's button (once per page) and keeps the table current while it is open. */
export function openDevtools(source: RootConfigSide): void {
  if (document.getElementById(HOST_ID)) return;
  const api = devtoolsApi(source);
  const text = panelText(language());
  const { host, shadow, toggle, panel, close, table, body } = buildPanel(text);
  document.body.append(host);

  let busy = false;
  const render = () => {
    if (panel.hidden) return;
    keepingFocus(shadow, body, () => {
      // While an action runs the buttons stay enabled (a disabled button would drop the keyboard
      // focus); the table says it is busy and further clicks wait.
      table.setAttribute('aria-busy', String(busy));
      body.replaceChildren(...api.entries().map((entry) => row(entry, text)));
    });
  };
  const setOpen = (open: boolean) => {
    panel.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
    if (open) render();
  };
  toggle.addEventListener('click', () => setOpen(panel.hidden !== false));
  close.addEventListener('click', () => {
    setOpen(false);
    toggle.focus();
  });
  shadow.addEventListener('keydown', (event) => {
    if ((event as KeyboardEvent).key !== 'Escape' || panel.hidden) return;
    setOpen(false);
    toggle.focus();
  });
  body.addEventListener('click', (event) => {
    const button = (event.target as HTMLElement).closest<HTMLButtonElement>('button[data-action]');
    const name = button?.closest('tr')?.dataset.entry;
    if (!button || !name || busy) return;
    busy = true;
    render();
    const action = button.dataset.action === 'unmount' ? api.unmount(name) : api.remount(name);
    action
      .catch((error: unknown) => console.error(`${name}: ${button.dataset.action} failed`, error))
      .finally(() => {
        busy = false;
        render();
      });
  });
  for (const type of ['single-spa:app-change', 'single-spa:routing-event', 'portal:parcel']) window.addEventListener(type, () => queueMicrotask(render));
}
