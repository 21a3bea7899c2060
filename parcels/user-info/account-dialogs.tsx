import { Alert, toaster } from '@portal/ui';
import { countdownKeys, rules, storage } from '@portal/utils/internal';
import { maskMobile } from '../../contract/rules/user.rules';
import type { UserInfo } from '../../contract/iam';
import { CodeDialog } from './code-dialog';
import { changeEmail, changeMobile, requestClosure, sendClosureCode, sendEmailCode, sendMobileCode, sendVerificationCode, verifyEmail } from './user-info.api';
import { useText } from './use-text';

interface DialogProps {
  open: boolean;
  user: UserInfo;
  onClose: () => void;
}

interface ChangeProps extends DialogProps {
  /** Receives the user as the server answers after the change. */
  onChanged: (user: UserInfo) => void;
}

/** 修改手机号: a new 11-digit phone (+86), a code to it (60 s countdown kept in storage), the current password. */
export function ModifyMobileDialog({ open, user, onClose, onChanged }: ChangeProps) {
  const t = useText();
  return (
    <CodeDialog
      open={open}
      onClose={onClose}
      title={t('dialog.mobile.title')}
      countdown="mobile"
      target={{
        label: t('dialog.mobile.field'),
        type: 'tel',
        initial: '',
        editable: true,
        maxLength: 11,
        startAddon: '+86',
        validate: (value, language) => rules.mobile(value, { language }),
      }}
      withPassword
      sendCode={(mobile) => sendMobileCode(user, mobile)}
      submit={async (mobile, code, password) => {
        const updated = await changeMobile(user, mobile, code, password);
        onChanged(updated && typeof updated === 'object' ? updated : { ...user, mobile, mobileStr: maskMobile(mobile) });
        toaster.create({ type: 'success', title: t('profile.saved') });
        onClose();
      }}
    />
  );
}

/** 修改邮箱: a new e-mail address, a code to it (180 s countdown kept in storage), the current password. */
export function ModifyEmailDialog({ open, user, onClose, onChanged }: ChangeProps) {
  const t = useText();
  return (
    <CodeDialog
      open={open}
      onClose={onClose}
      title={t('dialog.email.title')}
      countdown="email"
      // Longer than 32 is allowed in the box (as on the register page) so a pasted address is
      // never cut silently into another valid one: the spec's '长度不能超过32位' says it instead.
      target={{
        label: t('dialog.email.field'),
        type: 'email',
        initial: '',
        editable: true,
        maxLength: 64,
        validate: (value, language) => rules.email(value, { language }),
      }}
      withPassword
      sendCode={(email) => sendEmailCode(user, email)}
      submit={async (email, code, password) => {
        const updated = await changeEmail(user, email, code, password);
        onChanged(updated && typeof updated === 'object' ? updated : { ...user, email, emailVerified: true });
        toaster.create({ type: 'success', title: t('profile.saved') });
        onClose();
      }}
    />
  );
}

/** 验证邮箱 (issue 13 item 12): a code to the user's own e-mail (the e-mail countdown), then it is verified. */
export function VerifyEmailDialog({ open, user, onClose, onChanged }: ChangeProps) {
  const t = useText();
  return (
    <CodeDialog
      open={open}
      onClose={onClose}
      title={t('dialog.verify.title')}
      countdown="email"
      target={{
        label: t('dialog.verify.field'),
        type: 'email',
        initial: user.email ?? '',
        editable: false,
        maxLength: 64,
        validate: () => null,
      }}
      sendCode={() => sendVerificationCode()}
      submit={async (_email, code) => {
        onChanged(await verifyEmail(code));
        toaster.create({ type: 'success', title: t('dialog.verify.done') });
        onClose();
      }}
    />
  );
}

/** 注销账号: the warning of spec 2, a code to the user's own phone (60 s), then the request awaits review. */
export function CloseAccountDialog({ open, user, onClose }: DialogProps) {
  const t = useText();
  return (
    <CodeDialog
      open={open}
      onClose={onClose}
      title={t('dialog.close.title')}
      countdown="close"
      notice={
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Title>{t('dialog.close.warning')}</Alert.Title>
        </Alert.Root>
      }
      target={{
        label: t('dialog.close.mobile'),
        type: 'tel',
        initial: user.mobileStr || maskMobile(user.mobile),
        editable: false,
        maxLength: 11,
        startAddon: '+86',
        validate: () => (user.mobile ? null : t('dialog.close.noMobile')),
      }}
      sendCode={() => sendClosureCode(user)}
      submit={async (_mobile, code) => {
        await requestClosure(user, code);
        // The account is on its way out: no countdown of its dialogs stays in the browser.
        storage.remove(...countdownKeys);
        toaster.create({ type: 'success', title: t('dialog.close.submitted') });
        onClose();
      }}
      confirmPalette="red"
    />
  );
}
