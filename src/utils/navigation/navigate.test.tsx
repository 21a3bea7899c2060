import { act, renderHook } from '@testing-library/react';
import { currentRoute, navigate, replaceRoute, useRoute } from './navigate';

const at = (route: string) => window.history.replaceState(null, '', `#${route}`);
const hashChanged = () => new Promise((resolve) => window.addEventListener('hashchange', resolve, { once: true }));

describe('hash navigation', () => {
  it.each([
    ['', '/'],
    ['#', '/'],
    ['#/user-info', '/user-info'],
    ['#user-info', '/user-info'],
    ['#/manager-login?callback=%23%2Fuser-info', '/manager-login?callback=%23%2Fuser-info'],
  ])('reads the route of hash %j as %j', (hash, route) => {
    window.history.replaceState(null, '', hash || window.location.pathname);
    expect(currentRoute()).toBe(route);
  });

  it('navigate adds a history entry, replaceRoute does not, and neither moves to the current route', () => {
    at('/client-login');
    const entries = window.history.length;
    navigate('/register');
    expect(currentRoute()).toBe('/register');
    expect(window.history.length).toBe(entries + 1);
    replaceRoute('find-password');
    expect(currentRoute()).toBe('/find-password');
    expect(window.history.length).toBe(entries + 1);
    navigate('#/find-password');
    expect(window.history.length).toBe(entries + 1);
  });

  it('useRoute follows every hash change', async () => {
    at('/client-login');
    const { result } = renderHook(() => useRoute());
    expect(result.current).toBe('/client-login');
    await act(async () => {
      const changed = hashChanged();
      navigate('/application?menu_code=x');
      await changed;
    });
    expect(result.current).toBe('/application?menu_code=x');
  });

  it('useRoute follows a route pushed by a sub-app router, which single-spa announces with a popstate', () => {
    at('/fixture/routes');
    const { result } = renderHook(() => useRoute());
    act(() => {
      window.history.pushState(null, '', '#/fixture/routes/users/7');
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    expect(result.current).toBe('/fixture/routes/users/7');
  });
});
