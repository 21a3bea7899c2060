import { outsideAppRedirect } from '../../../server/pages/outside-app.rules';

describe('where /cap/ redirects when CAP_URL names the deployed application', () => {
  test.each([
    ['/cap/ goes to the base (the browser keeps #/logmanage-list)', 'https://cap.example.com/cap/', '/cap/', 'https://cap.example.com/cap/'],
    ['/cap without a slash goes to the base', 'https://cap.example.com/cap/', '/cap', 'https://cap.example.com/cap/'],
    ['a base without a trailing slash gets one', 'https://cap.example.com', '/cap/', 'https://cap.example.com/'],
    ['the rest of the path and the query follow', 'https://cap.example.com/cap/', '/cap/static/app.js?v=2', 'https://cap.example.com/cap/static/app.js?v=2'],
    ['a base with a path keeps it', 'http://10.0.0.5:8088/platform/cap', '/cap/index.html', 'http://10.0.0.5:8088/platform/cap/index.html'],
    ['a doubled slash cannot name another host', 'https://cap.example.com/cap/', '/cap//evil.example/x', 'https://cap.example.com/cap/evil.example/x'],
    ['a backslash cannot name another host', 'https://cap.example.com/cap/', '/cap/\\\\evil.example', 'https://cap.example.com/cap/evil.example'],
  ])('%s', (_rule, base, request, target) => {
    expect(outsideAppRedirect(base, request, '/cap')).toBe(target);
    expect(new URL(outsideAppRedirect(base, request, '/cap')).host).toBe(new URL(base).host);
  });
});
