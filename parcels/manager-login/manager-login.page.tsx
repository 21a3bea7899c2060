import { Flex, Link, LoginForm, LoginLayout, useAccessText } from '@portal/ui';
import { languageAtom, setUserType, signInActions, useAtomValue } from '@portal/utils/internal';

const actions = signInActions('manager');

const titles = { 'zh-CN': '管理端登录', 'en-US': 'Manager sign-in' } as const;

/** /manager-login (spec 2): the shared sign-in form for manager-side users. */
export function ManagerLoginPage() {
  const language = useAtomValue(languageAtom);
  const access = useAccessText();
  return (
    <LoginLayout title={language === 'en-US' ? titles['en-US'] : titles['zh-CN']}>
      <LoginForm
        side="manager"
        actions={actions}
        footer={
          <Flex justify="flex-end">
            {/* Find password goes back to the login page of the stored user type (spec 2). */}
            <Link colorPalette="brand" fontSize="sm" href="#/find-password" onClick={() => setUserType('MANAGER_USER')}>
              {access.findPassword}
            </Link>
          </Flex>
        }
      />
    </LoginLayout>
  );
}
