import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import { PortalProvider } from '@portal/ui';
import { setLanguage } from '@portal/utils/internal';
import { NotDeployedNotice, NotFoundPage } from './fallback-pages';

const inPortal = (node: React.ReactNode) => render(<PortalProvider>{node}</PortalProvider>);

/** The visible text outside the folded technical details. */
function textOutsideDetails(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('details').forEach((details) => details.remove());
  return copy.textContent ?? '';
}

beforeEach(() => setLanguage('zh-CN'));

describe('the not-deployed notice', () => {
  test.each([
    ['names the menu item in Chinese', 'zh-CN', '项目列表', '@cloud/pm', '「项目列表」未在当前环境部署'],
    ['names the application when no menu item is known', 'zh-CN', null, '@cloud/cbp/admin', '「云业务平台（管理端）」未在当前环境部署'],
    ['speaks of "this application" for a prefix it cannot name', 'zh-CN', null, '@cloud/reports', '该应用未在当前环境部署'],
    ['names the application in English', 'en-US', null, '@cloud/common/config', 'Configuration is not deployed in this environment'],
    ['keeps the menu item’s own name in English', 'en-US', '配置中心', '@cloud/common/config', '配置中心 is not deployed in this environment'],
  ] as const)('%s', (_name, language, menuName, specifier, title) => {
    setLanguage(language);
    inPortal(<NotDeployedNotice name={specifier} prefix={`/${specifier.slice('@cloud/'.length)}`} menuName={menuName} homeHref="#/user-info" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
  });

  test('is calm and Chinese on a zh-CN screen: no package name, no Latin letters, no retry; the specifier folded for operators', () => {
    inPortal(<NotDeployedNotice name="@cloud/common/licm" prefix="/common/licm" menuName={null} homeHref="#/application-overview" />);
    const notice = screen.getByTestId('subapp-not-deployed');
    expect(notice).not.toHaveAttribute('role', 'alert');
    expect(textOutsideDetails(notice)).not.toMatch(/[A-Za-z]/);
    expect(within(notice).queryByRole('button')).toBeNull();
    expect(notice.querySelector('details')).not.toHaveAttribute('open');
    expect(notice.querySelector('details')).toHaveTextContent('导入映射中没有 @cloud/common/licm 的条目（地址前缀 #/common/licm）');
    expect(within(notice).getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '#/application-overview');
  });
});

describe('the not-found page', () => {
  test.each([
    ['zh-CN', '页面不存在', '返回首页'],
    ['en-US', 'Page not found', 'Back to home'],
  ] as const)('in %s says %s and leads back', (language, title, back) => {
    setLanguage(language);
    inPortal(<NotFoundPage homeHref="#/user-info" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByRole('link', { name: back })).toHaveAttribute('href', '#/user-info');
    if (language === 'zh-CN') expect(screen.getByTestId('route-not-found').textContent).not.toMatch(/[A-Za-z]/);
  });
});
