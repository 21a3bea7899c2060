import { useState } from 'react';
import { Flex, Link, LoginForm, LoginLayout, PortalTabs, Text, prerenderedTabs, useAccessText } from '@portal/ui';
import { languageAtom, setUserType, signInActions, storage, storageKeys, type SubAccountNames, useAtomValue } from '@portal/utils/internal';

const actions = signInActions('client');

const messages = {
  'zh-CN': { title: '客户端登录', primary: '主账号登录', sub: '子账号登录' },
  'en-US': { title: 'Client sign-in', primary: 'Primary account', sub: 'Sub-account' },
} as const;

type Tab = 'PRIMARY_ACCOUNT' | 'SUB_ACCOUNT';
const TABS: readonly Tab[] = ['PRIMARY_ACCOUNT', 'SUB_ACCOUNT'];
const isTab = (value: string | undefined): value is Tab => TABS.includes(value as Tab);

/** /client-login (spec 2): primary-account and sub-account tabs over the shared sign-in form. */
export function ClientLoginPage() {
  const language = useAtomValue(languageAtom);
  const text = language === 'en-US' ? messages['en-US'] : messages['zh-CN'];
  const access = useAccessText();
  // The prerendered page (docs/decisions/017) carries both panels, so that a tab chosen before the
  // code ran shows at once; hydrating it, the tab it shows now and its panels are the first state.
  const [prerendered] = useState(() => (typeof document === 'undefined' ? { value: undefined, panels: TABS } : prerenderedTabs()));
  // Else open the tab the user signed in with last time.
  const [tab, setTab] = useState<Tab>(() =>
    isTab(prerendered?.value) ? prerendered.value : storage.get(storageKeys.accountType) === 'SUB_ACCOUNT' ? 'SUB_ACCOUNT' : 'PRIMARY_ACCOUNT',
  );
  // A refused primary sign-in's names, carried to the sub-account tab when the user follows the hint.
  const [carried, setCarried] = useState<(SubAccountNames & { pwd: string }) | null>(null);
  const switchToSubAccount = (names: SubAccountNames & { pwd: string }) => {
    setCarried(names);
    setTab('SUB_ACCOUNT');
  };
  return (
    <LoginLayout title={text.title}>
      <PortalTabs
        fitted
        value={tab}
        onValueChange={(value) => setTab(value as Tab)}
        rendered={prerendered?.panels.filter(isTab)}
        tabs={[
          {
            value: 'PRIMARY_ACCOUNT',
            label: text.primary,
            content: (
              <LoginForm
                side="client"
                actions={actions}
                accountType="PRIMARY_ACCOUNT"
                onUseSubAccount={switchToSubAccount}
                footer={
                  <Flex justify="space-between" align="center" wrap="wrap" gap="2">
                    <Text fontSize="sm">
                      {access.noAccount}{' '}
                      <Link colorPalette="brand" href="#/register">
                        {access.register}
                      </Link>
                    </Text>
                    <Link colorPalette="brand" fontSize="sm" href="#/find-password" onClick={() => setUserType('CLIENT_USER')}>
                      {access.findPassword}
                    </Link>
                  </Flex>
                }
              />
            ),
          },
          { value: 'SUB_ACCOUNT', label: text.sub, content: <LoginForm side="client" actions={actions} accountType="SUB_ACCOUNT" prefill={carried} /> },
        ]}
      />
    </LoginLayout>
  );
}
