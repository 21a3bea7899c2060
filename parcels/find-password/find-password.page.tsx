import { useState } from 'react';
import { Flex, Link, LoginLayout, PortalTabs, useAccessText } from '@portal/ui';
import { languageAtom, loginPathFor, useAtomValue, userTypeAtom } from '@portal/utils/internal';
import { FindPasswordForm } from './find-password-form';
import { findPasswordText } from './find-password.messages';

/** /find-password (spec 2): reset a forgotten password by phone or by e-mail. */
export function FindPasswordPage() {
  const text = findPasswordText(useAtomValue(languageAtom));
  const access = useAccessText();
  const storedType = useAtomValue(userTypeAtom);
  // Spec 2: back to manager login when the stored user type is manager, otherwise client login.
  const userType = storedType === 'MANAGER_USER' ? 'MANAGER_USER' : 'CLIENT_USER';
  const [tab, setTab] = useState('SMS');
  return (
    <LoginLayout title={text.title}>
      <PortalTabs
        fitted
        value={tab}
        onValueChange={setTab}
        tabs={[
          { value: 'SMS', label: text.byPhone, content: <FindPasswordForm channel="SMS" userType={userType} text={text} /> },
          { value: 'EMAIL', label: text.byEmail, content: <FindPasswordForm channel="EMAIL" userType={userType} text={text} /> },
        ]}
      />
      <Flex justify="center" mt="5">
        <Link colorPalette="brand" fontSize="sm" href={`#${loginPathFor(userType)}`}>
          {access.backToLogin}
        </Link>
      </Flex>
    </LoginLayout>
  );
}
