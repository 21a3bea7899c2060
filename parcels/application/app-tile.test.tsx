import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { PortalProvider } from '@portal/ui';
import type { AppCard } from '@portal/utils/internal';
import { AppTile } from './app-tile';

const card = (overrides: Partial<AppCard>): AppCard => ({
  key: '1',
  appName: '双碳平台',
  appNameEn: 'Dual carbon platform',
  url: 'https://sso.example/login?redirect=https://carbon.example/#/a',
  icon: null,
  text: '双碳',
  flag: '3',
  category: '生产运营',
  categoryEn: 'Production and operations',
  randomNum: 2,
  ...overrides,
});

function renderTile(app: AppCard) {
  const onBlocked = jest.fn();
  render(
    <PortalProvider>
      <AppTile app={app} onBlocked={onBlocked} />
    </PortalProvider>,
  );
  return onBlocked;
}

describe('an application card', () => {
  test('is a new-tab link without an opener, its redirect parameter encoded', () => {
    renderTile(card({}));
    const link = screen.getByRole('link', { name: /双碳平台/ });
    expect(link).toHaveAttribute('href', 'https://sso.example/login?redirect=https%3A%2F%2Fcarbon.example%2F%23%2Fa');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link).toHaveTextContent('双碳');
    // One icon (the abbreviation tile here, no logo) and no category: the tab names it.
    expect(link).not.toHaveTextContent('生产运营');
  });

  test.each(['javascript:alert(1)', 'data:text/html,x', '//evil.example/'])('with the URL %s is no link and reports itself blocked', (url) => {
    const onBlocked = renderTile(card({ url, flag: '1' }));
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /双碳平台/ }));
    expect(onBlocked).toHaveBeenCalledTimes(1);
  });
});
