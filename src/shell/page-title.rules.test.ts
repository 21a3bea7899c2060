import { t, type MessageKey } from '@portal/utils/internal';
import { pageTitle } from './page-title.rules';

const inLanguage = (language: 'zh-CN' | 'en-US') => (key: MessageKey, params?: Record<string, string>) => t(key, params, language);

describe('the document title of a route', () => {
  test.each([
    ['/user-info', null, 'zh-CN', '基本信息 - 云平台门户'],
    ['/user-info', null, 'en-US', 'Basic information - Cloud Portal'],
    ['/client-login?callback=%2Fapplication', null, 'en-US', 'Client sign-in - Cloud Portal'],
    ['/application-overview', null, 'zh-CN', '应用总览 - 云平台门户'],
    ['/application', null, 'en-US', 'Applications - Cloud Portal'],
    ['/lap', null, 'en-US', 'Legal statement and privacy policy - Cloud Portal'],
    ['/common/msg/system/message/station?menu_code=msg-station', '站内信', 'en-US', '站内信 - Cloud Portal'],
    ['/pm/project-list', '  ', 'zh-CN', '云平台门户'],
    ['/pm/project-list', null, 'en-US', 'Cloud Portal'],
  ] as const)('%s (menu %j) in %s reads %s', (route, menuName, language, expected) => {
    expect(pageTitle(route, menuName, inLanguage(language))).toBe(expected);
  });
});
