/** @jest-environment jsdom */
import { importModule, isScriptError } from './system-registry';

const imported: string[] = [];

beforeEach(() => {
  imported.length = 0;
  (globalThis as unknown as { System: unknown }).System = {
    import: (id: string) => {
      imported.push(id);
      return Promise.resolve({});
    },
    resolve: (id: string) => (id === '@cloud/pm' ? 'http://127.0.0.1:8080/pm/pm-app.js' : id),
  };
});

test('imports by import-map name, and from a fresh URL of the same file when asked', async () => {
  await importModule('@cloud/pm');
  await importModule('@cloud/pm', 3);
  expect(imported).toEqual(['@cloud/pm', 'http://127.0.0.1:8080/pm/pm-app.js?portal-retry=3']);
});

test('tells an error the browser reported for a script (a window error event) from any other', () => {
  const parseError = new SyntaxError("Unexpected token '<'");
  window.dispatchEvent(new ErrorEvent('error', { error: parseError, filename: 'http://127.0.0.1:8080/pm/pm-app.js' }));
  expect(isScriptError(parseError)).toBe(true);
  expect(isScriptError(new Error('boom while loading'))).toBe(false);
  expect(isScriptError('Error loading http://127.0.0.1:8080/pm/pm-app.js')).toBe(false);
});
