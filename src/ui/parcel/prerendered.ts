/**
 * The prerendered sign-in pages (docs/decisions/017): index.html's inline script shows the page
 * of the current route before any module loads (`#portal-prerender`, the shell hidden); the
 * page's parcel hydrates that markup where it is, then moves it into the element the shell gave
 * the parcel once the shell has drawn its frame around it, and the shell takes over the screen.
 */

const HOST = 'portal-prerender';
const SHELL = 'portal-shell';

/** The prerendered page of `route` on screen and not yet taken by its parcel, or null. */
export function prerenderedPage(route: string): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const host = document.getElementById(HOST);
  if (!host || host.hidden) return null;
  const page = host.querySelector<HTMLElement>('[data-prerendered]');
  return page && page.dataset.prerendered === route && !('hydrating' in page.dataset) ? page : null;
}

/**
 * A field of the prerendered page being hydrated: what was typed into it (or filled from storage)
 * before the page's code ran, which the form's first state takes so that nothing is lost.
 */
/** `name` is one of the form's own field names (letters, digits, dashes). */
export function prerenderedInput(name: string): HTMLInputElement | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector<HTMLInputElement>(`#${HOST} [data-hydrating] input[name="${name}"]`);
}

/**
 * The tabs of the prerendered page being hydrated (`PortalTabs`' `data-value`s): the one it shows,
 * which index.html's script switches on a click before the code runs, and the panels it carries.
 */
export function prerenderedTabs(): { value: string; panels: string[] } | null {
  if (typeof document === 'undefined') return null;
  const page = document.querySelector<HTMLElement>(`#${HOST} [data-hydrating]`);
  const selected = page?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"][data-value]');
  if (!page || !selected) return null;
  const panels = [...page.querySelectorAll<HTMLElement>('[role="tabpanel"][data-value]')].map((panel) => panel.dataset.value ?? '');
  return { value: selected.dataset.value ?? '', panels };
}

/** The prerendered page is gone without a parcel (another route, a failed load): the shell shows. */
export function dropPrerendered(): void {
  document.getElementById(HOST)?.remove();
  const shell = document.getElementById(SHELL);
  if (shell) shell.hidden = false;
}

/** Whether the shell has drawn its frame around `target` (its loader before the parcel's element is gone). */
function shellReady(target: HTMLElement): boolean {
  const outlet = target.parentElement;
  return !target.isConnected || !outlet || outlet.previousElementSibling === null;
}

/**
 * Moves the hydrated `page` into `target` (the element the shell mounted the parcel into) as soon
 * as the shell's frame is drawn, then shows the shell: focus and caret go with it. Returns the
 * cancel for an unmount that comes first.
 */
export function handOff(page: HTMLElement, target: HTMLElement): () => void {
  let observer: MutationObserver | null = null;
  const swap = () => {
    observer?.disconnect();
    observer = null;
    const active = document.activeElement;
    const field = active instanceof HTMLInputElement && page.contains(active) ? active : null;
    const focused = active instanceof HTMLElement && page.contains(active) ? active : null;
    const selection =
      field && field.selectionStart !== null
        ? ([field.selectionStart, field.selectionEnd ?? field.selectionStart, field.selectionDirection ?? 'none'] as const)
        : null;
    delete page.dataset.hydrating;
    if (target.isConnected) target.append(page);
    dropPrerendered();
    if (focused && page.isConnected) {
      focused.focus({ preventScroll: true });
      if (field && selection) field.setSelectionRange(selection[0], selection[1], selection[2]);
    }
  };
  if (shellReady(target)) {
    swap();
    return () => undefined;
  }
  observer = new MutationObserver(() => {
    if (shellReady(target)) swap();
  });
  observer.observe(target.parentElement?.parentElement ?? document.body, { childList: true });
  return () => {
    observer?.disconnect();
    observer = null;
  };
}
