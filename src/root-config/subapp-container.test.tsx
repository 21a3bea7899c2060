import { SUBAPP_CONTAINER_ID } from '../kernel';
import { createSubAppContainer } from './subapp-container';

function visibleText(el: HTMLElement): string {
  return el.hidden ? '' : (el.textContent ?? '');
}

beforeEach(() => {
  document.body.replaceChildren();
  localStorage.clear();
});

test('creates one hidden container and adopts it again instead of making a second', () => {
  createSubAppContainer();
  createSubAppContainer();
  const all = document.querySelectorAll(`#${SUBAPP_CONTAINER_ID}`);
  expect(all).toHaveLength(1);
  expect((all[0] as HTMLElement).hidden).toBe(true);
});

test('shows the loader naming the sub-app, then the still-loading note without the spinner', () => {
  const container = createSubAppContainer();
  container.loading('@cloud/common/msg');
  const status = container.element.querySelector<HTMLElement>('[data-testid="subapp-status"]')!;
  const spinner = container.element.querySelector<HTMLElement>('[data-testid="subapp-loader"]')!;
  expect(container.element.hidden).toBe(false);
  expect(visibleText(status)).toBe('正在加载消息中心（@cloud/common/msg）…');
  expect(spinner.hidden).toBe(false);

  container.slow('@cloud/common/msg');
  expect(visibleText(status)).toBe('消息中心（@cloud/common/msg）仍在加载，请稍候…');
  expect(spinner.hidden).toBe(true);
  expect(container.element.dataset.state).toBe('slow');
});

test('hides loader and panel once mounted, and shows only the mounted sub-app', () => {
  const container = createSubAppContainer();
  const msg = container.mountPointFor('@cloud/common/msg');
  const pm = container.mountPointFor('@cloud/pm');
  container.loading('@cloud/common/msg');
  container.mounted('@cloud/common/msg');
  expect(container.element.querySelector<HTMLElement>('[data-testid="subapp-status"]')!.hidden).toBe(true);
  expect(container.element.querySelector<HTMLElement>('[data-testid="subapp-error"]')!.hidden).toBe(true);
  expect(msg.hidden).toBe(false);
  expect(pm.hidden).toBe(true);
});

test('renders the failure panel as text (never as HTML) and retries on click', () => {
  const container = createSubAppContainer();
  const onRetry = jest.fn();
  container.failed('@cloud/reports', { kind: 'load', detail: '<img src=x onerror="alert(1)">', onRetry });
  const panel = container.element.querySelector<HTMLElement>('[data-testid="subapp-error"]')!;
  expect(panel.querySelector('h2')!.textContent).toBe('@cloud/reports加载失败');
  expect(panel.textContent).toContain('子应用的模块无法获取或内容有误。');
  expect(panel.querySelector('img')).toBeNull();
  expect(panel.querySelector('details')!.textContent).toContain('<img src=x onerror="alert(1)">');
  panel.querySelector<HTMLButtonElement>('[data-testid="subapp-retry"]')!.click();
  expect(onRetry).toHaveBeenCalledTimes(1);
});

test.each([
  ['timeout', '子应用加载超时。'],
  ['lifecycles', '没有导出 mount 和 unmount'],
  ['mount', '子应用启动时出错。'],
] as const)('explains a %s failure: %s', (kind, sentence) => {
  const container = createSubAppContainer();
  container.failed('@cloud/pm', { kind, detail: '', onRetry: () => undefined });
  const panel = container.element.querySelector<HTMLElement>('[data-testid="subapp-error"]')!;
  expect(panel.textContent).toContain(sentence);
  expect(panel.querySelector('details')).toBeNull();
});

test('speaks English when localStorage language is en-US', () => {
  localStorage.setItem('language', 'en-US');
  const container = createSubAppContainer();
  container.failed('@cloud/pm', { kind: 'timeout', detail: '', onRetry: () => undefined });
  const panel = container.element.querySelector<HTMLElement>('[data-testid="subapp-error"]')!;
  expect(panel.querySelector('h2')!.textContent).toBe('Project management (@cloud/pm) failed to load');
  expect(panel.querySelector('button')!.textContent).toBe('Retry');
});

test('goes idle (hidden, but still in the document) when no sub-app route is shown', () => {
  const container = createSubAppContainer();
  container.loading('@cloud/pm');
  container.idle();
  expect(container.element.hidden).toBe(true);
  expect(document.getElementById(SUBAPP_CONTAINER_ID)).toBe(container.element);
});
