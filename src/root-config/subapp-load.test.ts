/** @jest-environment jsdom */
import { createFreshUrls, describeError, failureKindOf, lifecycleList, requireLifecycles, SubAppFailure, timedMount, withTimeout } from './subapp-load';

const noop = async () => undefined;

describe('lifecycleList', () => {
  test('takes one function or a non-empty list of functions, nothing else', () => {
    expect(lifecycleList(noop)).toEqual([noop]);
    expect(lifecycleList([noop, noop])).toEqual([noop, noop]);
    expect(lifecycleList([])).toBeNull();
    expect(lifecycleList([noop, 'x'])).toBeNull();
    expect(lifecycleList(undefined)).toBeNull();
    expect(lifecycleList({ mount: noop })).toBeNull();
  });
});

describe('requireLifecycles', () => {
  test('a module without bootstrap has none to run', () => {
    expect(requireLifecycles('@cloud/pm', { mount: noop, unmount: [noop] })).toEqual({ bootstrap: [], mount: [noop], unmount: [noop] });
  });

  test.each([
    [{ mount: noop }, '@cloud/pm: exports mount'],
    [{ unmount: noop, bootstrap: noop }, '@cloud/pm: exports unmount, bootstrap'],
    [{ mount: noop, unmount: noop, bootstrap: 'soon' }, '@cloud/pm: exports mount, unmount, bootstrap'],
    [{}, '@cloud/pm: exports nothing'],
  ])('%p is a lifecycles failure naming what it exports', (module, message) => {
    expect(() => requireLifecycles('@cloud/pm', module)).toThrow(message);
    try {
      requireLifecycles('@cloud/pm', module);
    } catch (error) {
      expect(failureKindOf(error)).toBe('lifecycles');
    }
  });
});

describe('withTimeout', () => {
  afterEach(() => jest.useRealTimers());

  test('passes a value or an error that comes in time', async () => {
    await expect(withTimeout(Promise.resolve(7), 50, '@cloud/pm')).resolves.toBe(7);
    await expect(withTimeout(Promise.reject(new Error('404')), 50, '@cloud/pm')).rejects.toThrow('404');
  });

  test('a promise that never settles is a timeout failure after the given time', async () => {
    jest.useFakeTimers();
    const result = withTimeout(new Promise(() => undefined), 15_000, '@cloud/pm');
    const caught = result.catch((error: unknown) => error);
    jest.advanceTimersByTime(14_999);
    await Promise.resolve();
    jest.advanceTimersByTime(1);
    const error = await caught;
    expect(error).toBeInstanceOf(SubAppFailure);
    expect(failureKindOf(error)).toBe('timeout');
    expect(describeError(error)).toBe('@cloud/pm: no module after 15000 ms');
  });
});

test('describeError: an error gives its message, a string itself, anything else nothing', () => {
  expect(describeError(new TypeError('x is not a function'))).toBe('x is not a function');
  expect(describeError('gone')).toBe('gone');
  expect(describeError({ status: 404 })).toBe('');
  expect(failureKindOf(new Error('404'))).toBe('load');
});

test('timedMount starts before the first lifecycle and ends after the last', async () => {
  const order: string[] = [];
  const fns = timedMount(
    [async () => order.push('a'), async () => order.push('b')],
    () => order.push('start'),
    () => order.push('end'),
  );
  for (const fn of fns) await fn({});
  expect(order).toEqual(['start', 'a', 'b', 'end']);
});

describe('createFreshUrls', () => {
  test('a load that timed out or whose script raised an error loads from a new URL until one arrives', () => {
    const urls = createFreshUrls();
    expect(urls.next('@cloud/pm')).toBeUndefined();
    urls.note('@cloud/pm', { kind: 'timeout', error: new SubAppFailure('timeout', '') });
    expect(urls.next('@cloud/pm')).toBe(1);
    expect(urls.next('@cloud/pm')).toBe(2);
    const scriptError = new SyntaxError("Unexpected token '<'");
    window.dispatchEvent(new ErrorEvent('error', { error: scriptError }));
    urls.note('@cloud/msg', { kind: 'load', error: scriptError });
    expect(urls.next('@cloud/msg')).toBe(3);
    urls.note('@cloud/pm');
    expect(urls.next('@cloud/pm')).toBeUndefined();
  });

  test('any other failure keeps the URL as it was', () => {
    const urls = createFreshUrls();
    urls.note('@cloud/pm', { kind: 'load', error: new Error('404') });
    expect(urls.next('@cloud/pm')).toBeUndefined();
    urls.note('@cloud/pm', { kind: 'timeout', error: null });
    urls.note('@cloud/pm', { kind: 'mount', error: new Error('boom') });
    expect(urls.next('@cloud/pm')).toBe(1);
  });
});
