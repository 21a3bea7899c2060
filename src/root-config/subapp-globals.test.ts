import { createGlobalsKeeper, PORTAL_GLOBALS } from './subapp-globals';

/** A stand-in for `window`: a plain object with a few globals of the portal's and the browser's. */
function fakeWindow() {
  const target: Record<string, unknown> = { System: { import: () => null }, document: {}, portalValue: 1 };
  Object.defineProperty(target, 'name', { get: () => 'page', set: () => undefined, enumerable: true, configurable: true });
  return target;
}

describe('globals a sub-app adds leave with it', () => {
  it('removes what an app added while open and puts it back when it opens again', () => {
    const win = fakeWindow();
    const keeper = createGlobalsKeeper(win);
    keeper.open('@org/vue');
    win.Vue = { version: '3' };
    const vue = win.Vue;
    keeper.close('@org/vue');
    expect('Vue' in win).toBe(false);
    expect(keeper.recorded('@org/vue')).toEqual(['Vue']);
    keeper.open('@org/vue');
    expect(win.Vue).toBe(vue);
    keeper.close('@org/vue');
    expect('Vue' in win).toBe(false);
  });

  it('restores a global the app changed, and its own value on return', () => {
    const win = fakeWindow();
    const keeper = createGlobalsKeeper(win);
    keeper.open('@org/a');
    win.portalValue = 2;
    keeper.close('@org/a');
    expect(win.portalValue).toBe(1);
    keeper.open('@org/a');
    expect(win.portalValue).toBe(2);
  });

  it.each([['System'], ['importMapOverrides'], ['webpackChunkcloud_portal'], ['singleSpaNavigate'], ['__SINGLE_SPA_DEVTOOLS__']])(
    'never touches the portal global %s, even when it appears while an app is open',
    (key) => {
      const win = fakeWindow();
      const keeper = createGlobalsKeeper(win);
      keeper.open('@org/a');
      const value = [1];
      win[key] = value;
      keeper.close('@org/a');
      expect(win[key]).toBe(value);
      expect(PORTAL_GLOBALS.some((re) => re.test(key))).toBe(true);
    },
  );

  it('leaves accessors and what existed before alone', () => {
    const win = fakeWindow();
    const keeper = createGlobalsKeeper(win);
    keeper.open('@org/a');
    win.name = 'changed';
    keeper.close('@org/a');
    expect(Object.keys(win).sort()).toEqual(['System', 'document', 'name', 'portalValue']);
    expect(keeper.recorded('@org/a')).toEqual([]);
  });

  it('gives a change made while two windows are open to the later one', () => {
    const win = fakeWindow();
    const keeper = createGlobalsKeeper(win);
    keeper.open('@org/a');
    win.A = 'a';
    keeper.open('@org/b'); // b loads while a unmounts
    win.B = 'b';
    keeper.close('@org/a');
    expect(win.A).toBeUndefined();
    expect(win.B).toBe('b');
    keeper.close('@org/b');
    expect('B' in win).toBe(false);
    keeper.open('@org/b');
    expect(win.B).toBe('b');
    expect(win.A).toBeUndefined();
  });

  it('sets a global it cannot delete to undefined', () => {
    const win = fakeWindow();
    const keeper = createGlobalsKeeper(win);
    keeper.open('@org/a');
    Object.defineProperty(win, 'Pinned', { value: 1, writable: true, configurable: false, enumerable: true });
    keeper.close('@org/a');
    expect(win.Pinned).toBeUndefined();
  });

  it('does nothing for a window that is not open', () => {
    const win = fakeWindow();
    const keeper = createGlobalsKeeper(win);
    win.Before = 1;
    keeper.close('@org/a');
    expect(win.Before).toBe(1);
    expect(keeper.isOpen('@org/a')).toBe(false);
  });
});
