/** @jest-environment jsdom */
import { createContainerView, LOADER_FALLBACK_MS } from './container-view';
import { createSubAppContainer } from './subapp-container';
import type { Failures } from './subapp-load';

const MSG = '@cloud/common/msg';
const PM = '@cloud/pm';

function setup() {
  const container = createSubAppContainer();
  const failures: Failures = new Map();
  const retried: string[] = [];
  const view = createContainerView(container, failures, (name) => retried.push(name));
  const state = () => container.element.dataset.state;
  return { container, failures, retried, view, state };
}

beforeEach(() => {
  document.body.replaceChildren();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

test('the loader turns into the still-loading note after the fallback time, unless the app mounted first', () => {
  const { view, state } = setup();
  view.loading(MSG);
  jest.advanceTimersByTime(LOADER_FALLBACK_MS - 1);
  expect(state()).toBe('loading');
  jest.advanceTimersByTime(1);
  expect(state()).toBe('slow');

  view.loading(PM);
  view.mounted(PM);
  jest.advanceTimersByTime(LOADER_FALLBACK_MS);
  expect(state()).toBe('mounted');
});

test('a loader for another app replaces the first one and its timer', () => {
  const { view, state, container } = setup();
  view.loading(MSG);
  jest.advanceTimersByTime(LOADER_FALLBACK_MS - 100);
  view.loading(PM);
  jest.advanceTimersByTime(100);
  expect(state()).toBe('loading');
  expect(container.element.dataset.app).toBe(PM);
  jest.advanceTimersByTime(LOADER_FALLBACK_MS);
  expect(state()).toBe('slow');
});

test('the panel shows only a recorded failure, and its retry asks for that app', () => {
  const { view, state, failures, retried, container } = setup();
  view.failed(MSG);
  expect(state()).toBe('idle');
  failures.set(MSG, { kind: 'timeout', detail: 'no module after 15000 ms' });
  view.failed(MSG);
  expect(state()).toBe('error');
  container.element.querySelector<HTMLButtonElement>('[data-testid="subapp-retry"]')!.click();
  expect(retried).toEqual([MSG]);
});

describe('sync: what the container shows for the route about to be taken', () => {
  test('no sub-app: idle, and a pending fallback does nothing', () => {
    const { view, state } = setup();
    view.loading(MSG);
    view.sync(null, null);
    expect(state()).toBe('idle');
    jest.advanceTimersByTime(LOADER_FALLBACK_MS);
    expect(state()).toBe('idle');
  });

  test('a mounted app shows as mounted', () => {
    const { view, state, container } = setup();
    view.sync(PM, 'MOUNTED');
    expect(state()).toBe('mounted');
    expect(container.element.dataset.app).toBe(PM);
  });

  test.each(['LOAD_ERROR', 'SKIP_BECAUSE_BROKEN'])('a failed app (%s) keeps its panel; without a recorded failure it loads', (status) => {
    const { view, state, failures } = setup();
    view.sync(MSG, status);
    expect(state()).toBe('loading');
    failures.set(MSG, { kind: 'load', detail: '404' });
    view.sync(MSG, status);
    expect(state()).toBe('error');
  });

  test('an app not yet mounted shows the loader once; a second sync keeps the slow note', () => {
    const { view, state } = setup();
    view.sync(MSG, 'NOT_LOADED');
    expect(state()).toBe('loading');
    jest.advanceTimersByTime(LOADER_FALLBACK_MS);
    expect(state()).toBe('slow');
    view.sync(MSG, 'LOADING_SOURCE_CODE');
    expect(state()).toBe('slow');
    view.sync(PM, 'NOT_LOADED');
    expect(state()).toBe('loading');
  });
});
