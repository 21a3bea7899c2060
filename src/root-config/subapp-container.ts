/**
 * The one sub-app container `<div id="cloud-subapp">` and what it shows besides the sub-app: the
 * loader, the "still loading" note and the error panel. Plain DOM, because it must show before
 * React exists (ARCHITECTURE "Root config"). The shell moves the element into its content region.
 */
import { displayName, messagesFor, readLanguage, SUBAPP_CONTAINER_ID, type FailureKind, type Language } from '../kernel';

type ContainerState = 'idle' | 'loading' | 'slow' | 'mounted' | 'error';

// Colours: the portal's tokens (src/ui/theme/tokens.ts: BRAND 300/600, FEEDBACK, NEUTRAL), copied as
// literals because the root config loads before @portal/ui; the error panel is the portal's StatePanel look.
const STYLE = `
#cloud-subapp{position:relative;min-height:160px}
#cloud-subapp[hidden]{display:none}
.cloud-subapp__mount[hidden]{display:none!important}
.cloud-subapp__status{display:flex;align-items:center;justify-content:center;gap:12px;padding:48px 16px;color:#52525b;font:14px/1.5 system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif}
.cloud-subapp__status[hidden],.cloud-subapp__error[hidden]{display:none}
.cloud-subapp__spinner{width:20px;height:20px;border:3px solid #d4d4d8;border-top-color:#1d55cc;border-radius:50%;animation:cloud-subapp-spin .8s linear infinite}
.cloud-subapp__spinner[hidden]{display:none}
@keyframes cloud-subapp-spin{to{transform:rotate(360deg)}}
#cloud-subapp[data-state=loading] .cloud-subapp__status{animation:cloud-subapp-appear 0s linear 150ms both}
@keyframes cloud-subapp-appear{from{visibility:hidden}to{visibility:visible}}
@media (prefers-reduced-motion:reduce){.cloud-subapp__spinner{animation-duration:3s}}
.cloud-subapp__error{margin:32px auto;max-width:560px;padding:20px 24px;border:1px solid #fecaca;border-radius:8px;background:#fef2f2;color:#18181b;font:14px/1.6 system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif}
.cloud-subapp__error h2{margin:0 0 8px;font-size:16px;color:#b91c1c}
.cloud-subapp__error p{margin:0 0 12px}
.cloud-subapp__error details{margin:0 0 12px;color:#52525b;word-break:break-all}
.cloud-subapp__error button{padding:6px 20px;border:0;border-radius:6px;background:#1d55cc;color:#fff;font-size:14px;cursor:pointer}
.cloud-subapp__error button:focus-visible{outline:3px solid #82a9fb;outline-offset:2px}
`;

function language(): Language {
  try {
    return readLanguage(window.localStorage.getItem('language'));
  } catch {
    return 'zh-CN';
  }
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, text?: string): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) el.setAttribute(key, value);
  if (text !== undefined) el.textContent = text;
  return el;
}

interface FailureView {
  kind: FailureKind;
  detail: string;
  onRetry(): void;
}

/** Renders an error panel (title naming the app, reason, details, retry) into `host`. */
export function renderFailurePanel(host: HTMLElement, name: string, failure: FailureView): void {
  const lang = language();
  const text = messagesFor(lang);
  host.replaceChildren();
  host.append(element('h2', {}, text.failed(displayName(name, lang))), element('p', {}, text.reasons[failure.kind]));
  if (failure.detail) {
    const details = element('details');
    details.append(element('summary', {}, text.details), element('div', {}, failure.detail));
    host.append(details);
  }
  const retry = element('button', { type: 'button', 'data-testid': 'subapp-retry' }, text.retry);
  retry.addEventListener('click', () => failure.onRetry());
  host.append(retry);
}

function installContainerStyle(): void {
  if (document.getElementById('cloud-subapp-style')) return;
  const style = element('style', { id: 'cloud-subapp-style' });
  style.textContent = STYLE;
  document.head.append(style);
}

/** The container element, adopted from the page when it is already there, emptied and hidden. */
function emptyContainerRoot(): HTMLElement {
  let root = document.getElementById(SUBAPP_CONTAINER_ID);
  if (!root) {
    root = element('div', { id: SUBAPP_CONTAINER_ID });
    document.body.append(root);
  }
  root.replaceChildren();
  root.hidden = true;
  root.dataset.state = 'idle';
  return root;
}

/** The status line (spinner and sentence) and the error panel, both hidden to begin with. */
function appendStatusAndPanel(root: HTMLElement) {
  const status = element('div', { class: 'cloud-subapp__status', role: 'status', 'aria-live': 'polite', 'data-testid': 'subapp-status' });
  const spinner = element('span', { class: 'cloud-subapp__spinner', 'aria-hidden': 'true', 'data-testid': 'subapp-loader' });
  const statusText = element('span');
  status.append(spinner, statusText);
  const panel = element('div', { class: 'cloud-subapp__error', role: 'alert', 'data-testid': 'subapp-error' });
  status.hidden = true;
  panel.hidden = true;
  root.append(status, panel);
  return { status, spinner, statusText, panel };
}

/** One mount point per sub-app, created on first use; only the active app's shows. */
function mountPointsIn(container: HTMLElement) {
  const mountPoints = new Map<string, HTMLElement>();
  return {
    get(name: string): HTMLElement {
      let el = mountPoints.get(name);
      if (!el) {
        el = element('div', { class: 'cloud-subapp__mount', 'data-subapp': name });
        mountPoints.set(name, el);
        container.append(el);
      }
      return el;
    },
    showOnly(name: string | null, state: ContainerState) {
      for (const [app, el] of mountPoints) el.hidden = app !== name || state === 'error';
    },
  };
}

/** Builds (or adopts) the container and returns the controls the registration drives. */
export function createSubAppContainer() {
  installContainerStyle();
  const container = emptyContainerRoot();
  const { status, spinner, statusText, panel } = appendStatusAndPanel(container);
  const mountPoints = mountPointsIn(container);

  function setState(state: ContainerState, name: string | null) {
    container.dataset.state = state;
    if (name) container.dataset.app = name;
    else delete container.dataset.app;
    container.hidden = state === 'idle';
    mountPoints.showOnly(name, state);
  }

  function showStatus(state: 'loading' | 'slow', name: string, sentence: string) {
    statusText.textContent = sentence;
    spinner.hidden = state === 'slow';
    status.hidden = false;
    panel.hidden = true;
    setState(state, name);
  }

  function showNothing(state: 'idle' | 'mounted', name: string | null) {
    status.hidden = true;
    panel.hidden = true;
    setState(state, name);
  }

  return {
    element: container,

    /** The element a sub-app renders into (passed as single-spa's `domElement` prop). */
    mountPointFor: mountPoints.get,

    idle: () => showNothing('idle', null),

    loading(name: string) {
      const lang = language();
      showStatus('loading', name, messagesFor(lang).loading(displayName(name, lang)));
    },

    /** The 3700 ms fallback: the loader goes, a sentence says the app is still on its way. */
    slow(name: string) {
      const lang = language();
      showStatus('slow', name, messagesFor(lang).slow(displayName(name, lang)));
    },

    mounted: (name: string) => showNothing('mounted', name),

    failed(name: string, failure: FailureView) {
      status.hidden = true;
      renderFailurePanel(panel, name, failure);
      panel.hidden = false;
      setState('error', name);
    },
  };
}
