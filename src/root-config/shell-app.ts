/**
 * Registers the shell (@portal/shell) with single-spa: active on every route, timed for the
 * developer panel, and an error panel of its own above the page when it fails to load or mount.
 */
import { getAppStatus, registerApplication, triggerAppChange, unregisterApplication, type AppError, type LifeCycles } from 'single-spa';
import type { DevtoolsRecorder } from './devtools-recorder';
import { renderFailurePanel } from './subapp-container';
import { describeError, failureKindOf, LOAD_TIMEOUT_MS, requireLifecycles, timedMount, withTimeout, type Failures, type FreshUrls } from './subapp-load';
import { forgetModule, importModule } from './system-registry';

export const SHELL = '@portal/shell';
/** single-spa's own pause before it loads a LOAD_ERROR app again. */
export const LOAD_RETRY_GAP_MS = 250;

/** What the shell learns of a route's sub-app (src/shell/menu/sub-apps.ts has the same shape). */
export interface SubAppRef {
  name: string;
  prefix: string;
  deployed: boolean;
  title?: string;
}

/** What the shell's registration reads and drives. */
export interface ShellRuntime {
  failures: Failures;
  recorder: DevtoolsRecorder;
  freshUrls: FreshUrls;
  /** The one source of which routes belong to sub-apps (register-apps.ts), handed to the shell. */
  subAppOf(hash: string): SubAppRef | null;
}

/** single-spa's `app` loader for the shell. */
function loadShell({ failures, recorder, freshUrls }: ShellRuntime) {
  return async (): Promise<LifeCycles> => {
    const fresh = freshUrls.next(SHELL);
    if (failures.has(SHELL)) forgetModule(SHELL);
    recorder.start(SHELL, 'load');
    try {
      const module = await withTimeout(importModule(SHELL, fresh), LOAD_TIMEOUT_MS, SHELL);
      freshUrls.note(SHELL);
      const { mount } = requireLifecycles(SHELL, module);
      recorder.end(SHELL, 'load');
      failures.delete(SHELL);
      const timed = timedMount(
        mount,
        () => recorder.start(SHELL, 'mount'),
        () => recorder.end(SHELL, 'mount'),
      );
      return { ...module, mount: timed } as unknown as LifeCycles;
    } catch (error) {
      const kind = failureKindOf(error);
      freshUrls.note(SHELL, { kind, error });
      failures.set(SHELL, { kind, detail: describeError(error) });
      throw error;
    }
  };
}

export function registerShell(runtime: ShellRuntime): void {
  registerApplication({
    name: SHELL,
    app: loadShell(runtime),
    // Active on every route, unless force-unmounted from the developer panel.
    activeWhen: () => !runtime.recorder.held.has(SHELL),
    customProps: () => ({ domElement: document.getElementById('portal-shell') ?? document.body, subAppOf: runtime.subAppOf }),
  });
}

function shellErrorHost(): HTMLElement {
  let host = document.getElementById('portal-shell-error');
  if (!host) {
    host = document.createElement('div');
    host.id = 'portal-shell-error';
    host.className = 'cloud-subapp__error';
    host.setAttribute('role', 'alert');
    host.dataset.testid = 'shell-error';
    document.body.prepend(host);
  }
  return host;
}

/** The shell's error panel; its retry loads the shell again (or registers it afresh when single-spa gave up on it). */
export function showShellFailure(error: AppError, runtime: ShellRuntime): void {
  const { failures } = runtime;
  const failure = failures.get(SHELL) ?? { kind: 'mount' as const, detail: describeError(error) };
  const host = shellErrorHost();
  host.hidden = false;
  renderFailurePanel(host, SHELL, {
    ...failure,
    onRetry: async () => {
      host.hidden = true;
      forgetModule(SHELL);
      if (getAppStatus(SHELL) === 'LOAD_ERROR') {
        await new Promise((resolve) => setTimeout(resolve, LOAD_RETRY_GAP_MS));
        await triggerAppChange();
        return;
      }
      failures.delete(SHELL);
      await unregisterApplication(SHELL);
      registerShell(runtime);
    },
  });
}
