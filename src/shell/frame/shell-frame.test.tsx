import '@testing-library/jest-dom';
import { act, render, screen, waitFor } from '@testing-library/react';
import { PortalProvider } from '@portal/ui';
import { clearSession, setLanguage, setTokens, setUserType, shapeMenuTree } from '@portal/utils/internal';
import { loadFrameParts } from './lazy-frame';
import { followMenu, ShellFrame } from './shell-frame';

function renderAt(route: string) {
  window.history.replaceState(null, '', `#${route}`);
  return render(
    <PortalProvider>
      <ShellFrame />
    </PortalProvider>,
  );
}

const where = () => window.location.hash.slice(1);

describe('the shell frame', () => {
  // The header and navs come from an async chunk; have it here so no render waits on it.
  beforeAll(() => loadFrameParts());
  beforeEach(() => {
    clearSession();
    setLanguage('zh-CN');
  });

  it('sends a signed-out manager to manager login with a callback to the wanted page, in place of it', async () => {
    setUserType('MANAGER_USER');
    const entries = window.history.length;
    renderAt('/user-info');
    await waitFor(() => expect(where()).toBe('/manager-login?callback=%23%2Fuser-info'));
    expect(window.history.length).toBe(entries);
  });

  it('follows later hash changes', async () => {
    setUserType('CLIENT_USER');
    renderAt('/client-login');
    await waitFor(() => expect(where()).toBe('/client-login'));
    act(() => {
      window.location.hash = '/application';
    });
    await waitFor(() => expect(where()).toBe('/client-login?callback=%23%2Fapplication'));
  });

  it('shows no portal header on a login-type page', async () => {
    renderAt('/client-login');
    await waitFor(() => expect(where()).toBe('/client-login'));
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('warns 首页暂不可跳转 for a top item with path index', async () => {
    renderAt('/client-login');
    const [home] = shapeMenuTree([
      { id: 1, menuCode: 'portal-index', menuName: '首页', menuType: 'nav', path: 'index', redirect: null, icon: null, children: [] },
    ]);
    act(() => followMenu(home));
    expect(await screen.findByText('首页暂不可跳转')).toBeInTheDocument();
  });

  it('leaves a login page alone when the user signs in on it: the sign-in moves on', async () => {
    setUserType('CLIENT_USER');
    renderAt('/client-login');
    await waitFor(() => expect(where()).toBe('/client-login'));
    act(() => setTokens({ at: 'a', rt: 'r' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(where()).toBe('/client-login');
  });
});
