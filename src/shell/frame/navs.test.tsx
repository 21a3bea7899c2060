import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { PortalProvider } from '@portal/ui';
import { activeMenu, setPageTrail, shapeMenuTree, type MenuNode } from '@portal/utils/internal';
import { Breadcrumbs } from './breadcrumbs';
import { LeftNav } from './left-nav';
import { menuNode } from '../menu/menu-node.fixtures';
import { TopNav } from './top-nav';

const node = (id: number, menuCode: string, menuName: string, menuType: string, path: string | null, children: MenuNode[] = []) =>
  menuNode(id, menuType, path, children, { menuCode, menuName });

const tree = shapeMenuTree([
  node(1, 'portal-index', '首页', 'nav', 'index'),
  node(2, 'msg', '消息中心', 'nav', null, [
    node(3, 'msg-folder', '站内信', 'folder', null, [
      node(4, 'msg-station', '消息列表', 'page', '/common/msg/system/message/station', [
        node(5, 'msg-station-edit', '编辑', 'page', null),
        node(6, 'msg-del', '删除', 'action', null),
      ]),
    ]),
    node(7, 'msg-send', '发送记录', 'page', '/common/msg/send'),
  ]),
  node(8, 'cap-log-manage', '日志管理', 'nav', null),
]);

/** The left nav of `route`'s top item, and the menu codes chosen in it. */
function renderLeftNav(route: string) {
  const { top, trail } = activeMenu(tree, route);
  const selected: string[] = [];
  render(
    <PortalProvider>
      <LeftNav top={top} trail={trail} onSelect={(n) => selected.push(n.menuCode)} />
    </PortalProvider>,
  );
  return { nav: screen.getByRole('navigation', { name: '二级导航' }), selected };
}

describe('the navs drawn from the menu tree', () => {
  it('lists the top items and marks the active one', () => {
    const { top } = activeMenu(tree, '/common/msg/send?menu_code=msg-send');
    render(
      <PortalProvider>
        <TopNav items={tree} activeCode={top?.menuCode ?? null} onSelect={() => undefined} />
      </PortalProvider>,
    );
    const nav = screen.getByRole('navigation', { name: '主导航' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['首页', '消息中心', '日志管理']);
    expect(within(nav).getByRole('button', { name: '消息中心' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: '首页' })).not.toHaveAttribute('aria-current');
  });

  it('keeps a long or markup-like name whole as text, on screen and in the accessible name', () => {
    const name = '<img src=x onerror="window.__pwned=1">很长很长很长的菜单名称';
    render(
      <PortalProvider>
        <TopNav items={shapeMenuTree([node(1, 'long', name, 'nav', '/long')])} activeCode={null} onSelect={() => undefined} />
      </PortalProvider>,
    );
    const button = within(screen.getByRole('navigation', { name: '主导航' })).getByRole('button', { name });
    expect(button).toHaveTextContent(name);
    expect(button.querySelector('img')).toBeNull();
  });

  it('shows the shape of the top nav while the menu tree is on its way, and nothing once it came empty', () => {
    const view = render(
      <PortalProvider>
        <TopNav items={[]} activeCode={null} onSelect={() => undefined} loading />
      </PortalProvider>,
    );
    expect(screen.getByRole('status', { name: '正在加载导航' })).toHaveAttribute('aria-busy', 'true');
    view.rerender(
      <PortalProvider>
        <TopNav items={[]} activeCode={null} onSelect={() => undefined} />
      </PortalProvider>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('navigation', { name: '主导航' })).toBeNull();
  });

  it("shows the chosen top item's children in the left nav, without actions or button permissions", () => {
    const { nav, selected } = renderLeftNav('/common/msg/system/message/station?menu_code=msg-station');
    expect(within(nav).getByText('站内信')).toBeInTheDocument();
    expect(
      within(nav)
        .getAllByRole('button')
        .filter((b) => b.dataset.menuCode)
        .map((b) => b.textContent),
    ).toEqual(['消息列表', '发送记录']);
    expect(within(nav).getByRole('button', { name: '消息列表' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByText('编辑')).toBeNull();
    expect(within(nav).queryByText('删除')).toBeNull();
    fireEvent.click(within(nav).getByRole('button', { name: '发送记录' }));
    expect(selected).toEqual(['msg-send']);
  });

  it('folds the left nav with its toggle, says so with aria-expanded, and remembers it across mounts', () => {
    localStorage.removeItem('leftNavCollapsed');
    const { top, trail } = activeMenu(tree, '/common/msg/send?menu_code=msg-send');
    const view = render(
      <PortalProvider>
        <LeftNav top={top} trail={trail} onSelect={() => undefined} />
      </PortalProvider>,
    );
    const toggle = screen.getByRole('button', { name: '收起侧边导航' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: '展开侧边导航' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: '发送记录' })).toBeNull();
    expect(localStorage.getItem('leftNavCollapsed')).toBe('1');
    view.unmount();
    render(
      <PortalProvider>
        <LeftNav top={top} trail={trail} onSelect={() => undefined} />
      </PortalProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '展开侧边导航' }));
    expect(screen.getByRole('button', { name: '发送记录' })).toBeVisible();
    expect(localStorage.getItem('leftNavCollapsed')).toBeNull();
  });

  it('on a phone-width screen starts folded to one row naming the section, opens on its toggle, and folds again once an entry is chosen', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: query.includes('max-width'), media: query }) as MediaQueryList) as typeof window.matchMedia;
    try {
      const { nav, selected } = renderLeftNav('/common/msg/send?menu_code=msg-send');
      expect(within(nav).getByText('消息中心')).toBeVisible();
      expect(within(nav).queryByRole('button', { name: '发送记录' })).toBeNull();
      fireEvent.click(within(nav).getByRole('button', { name: '展开侧边导航' }));
      fireEvent.click(within(nav).getByRole('button', { name: '发送记录' }));
      expect(selected).toEqual(['msg-send']);
      expect(within(nav).queryByRole('button', { name: '发送记录' })).toBeNull();
      // The phone's disclosure is not the desktop rail: nothing is remembered.
      expect(localStorage.getItem('leftNavCollapsed')).toBeNull();
    } finally {
      window.matchMedia = original;
    }
  });

  it("draws each top item's icon from the menu's icon name, and a neutral one for a name it does not know", () => {
    const withIcons = shapeMenuTree([
      { ...node(1, 'home', '首页', 'nav', 'index'), icon: 'home' },
      { ...node(2, 'odd', '其他', 'nav', '/odd'), icon: 'no-such-icon' },
    ]);
    render(
      <PortalProvider>
        <TopNav items={withIcons} activeCode="home" onSelect={() => undefined} />
      </PortalProvider>,
    );
    const icons = [...screen.getByRole('navigation', { name: '主导航' }).querySelectorAll<SVGElement>('ul svg')].map((svg) => svg.dataset.icon);
    expect(icons).toEqual(['home', 'default']);
  });

  it('draws no left nav for a top item without children', () => {
    const { container } = render(
      <PortalProvider>
        <LeftNav top={tree[0]} trail={[tree[0]]} onSelect={() => undefined} />
      </PortalProvider>,
    );
    expect(container.querySelector('nav')).toBeNull();
  });

  it("goes on with a sub-app page's own crumbs in one trail, the menu page leading back to the list, and ends at the menu page again when they leave", () => {
    const { trail } = activeMenu(tree, '/common/msg/system/message/station?menu_code=msg-station');
    render(
      <PortalProvider>
        <Breadcrumbs trail={trail} onSelect={() => undefined} />
      </PortalProvider>,
    );
    const nav = screen.getByRole('navigation', { name: '菜单路径' });
    expect(nav).toHaveTextContent(/^消息中心\/站内信\/消息列表$/);
    expect(within(nav).getByText('消息列表')).toHaveAttribute('aria-current', 'page');

    act(() => setPageTrail({ menuRoute: '/common/msg/system/message/station?menu_code=msg-station&page=2', crumbs: [{ label: '消息详情' }] }));
    expect(nav).toHaveTextContent(/^消息中心\/站内信\/消息列表\/消息详情$/);
    expect(within(nav).getByRole('link', { name: '消息列表' })).toHaveAttribute('href', '#/common/msg/system/message/station?menu_code=msg-station&page=2');
    expect(within(nav).getByText('消息详情')).toHaveAttribute('aria-current', 'page');
    expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);

    act(() => setPageTrail(null));
    expect(nav).toHaveTextContent(/^消息中心\/站内信\/消息列表$/);
    expect(within(nav).queryByRole('link')).toBeNull();
  });

  it("draws no trail for a top item alone, and the sub-app's list and page when its route's menu_code names only the top item", () => {
    render(
      <PortalProvider>
        <Breadcrumbs trail={[tree[1]]} onSelect={() => undefined} />
      </PortalProvider>,
    );
    expect(screen.queryByRole('navigation', { name: '菜单路径' })).toBeNull();

    act(() => setPageTrail({ menuRoute: '/common/msg/send?menu_code=msg', menuLabel: '发送记录', crumbs: [{ label: '发送详情' }] }));
    const nav = screen.getByRole('navigation', { name: '菜单路径' });
    expect(nav).toHaveTextContent(/^消息中心\/发送记录\/发送详情$/);
    expect(within(nav).getByRole('link', { name: '发送记录' })).toHaveAttribute('href', '#/common/msg/send?menu_code=msg');
    act(() => setPageTrail(null));
    expect(screen.queryByRole('navigation', { name: '菜单路径' })).toBeNull();
  });
});
