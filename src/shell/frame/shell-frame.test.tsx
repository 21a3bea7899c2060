import './jsdom-text-encoder';
import '@testing-library/jest-dom';
import { act, render, screen, waitFor } from '@testing-library/react';
import { PortalProvider } from '@portal/ui';
import { menuTreeAtom, shapeMenuTree, store, tokensAtom, userTypeAtom } from '@portal/utils';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { followMenu, ShellFrame } from './shell-frame';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(route: string) {
  return render(
    <PortalProvider>
      <MemoryRouter initialEntries={[route]}>
        <ShellFrame />
        <Where />
      </MemoryRouter>
    </PortalProvider>,
  );
}

describe('the shell frame', () => {
  beforeEach(() => {
    store.set(tokensAtom, null);
    store.set(menuTreeAtom, []);
  });

  it('sends a signed-out manager to manager login with a callback to the wanted page', async () => {
    store.set(userTypeAtom, 'MANAGER_USER');
    renderAt('/user-info');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/manager-login?callback=%23%2Fuser-info'));
  });

  it('shows no portal header on a login-type page', async () => {
    renderAt('/client-login');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/client-login'));
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('warns 首页暂不可跳转 for a top item with path index', async () => {
    renderAt('/client-login');
    const [home] = shapeMenuTree([{ id: 1, menuCode: 'portal-index', menuName: '首页', menuType: 'nav', path: 'index', redirect: null, icon: null, children: [] }]);
    act(() => followMenu(home));
    expect(await screen.findByText('首页暂不可跳转')).toBeInTheDocument();
  });
});
