import { Alert, toaster } from '@portal/ui';
import { maskMobile, validateEmail, validateMobile } from '@portal/utils';
import type { UserInfo } from '../../contract/iam';
import { CodeDialog } from './code-dialog';
import { changeEmail, changeMobile, requestClosure, sendClosureCode, sendEmailCode, sendMobileCode } from './user-info.api';
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

/** 修改手机号: a new 11-digit phone (+86), a code to it (60 s countdown kept in storage). */
export function ModifyMobileDialog({ open, user, onClose, onChanged }: ChangeProps) {
  const t = useText();
  return (
    <CodeDialog
      open={open}
      onClose={onClose}
      title={t('dialog.mobile.title')}
      countdown="mobile"
      target={{ label: t('dialog.mobile.field'), type: 'tel', initial: '', editable: true, maxLength: 11, startAddon: '+86', validate: validateMobile }}
      sendCode={(mobile) => sendMobileCode(user, mobile)}
      submit={async (mobile, code) => {
        const updated = await changeMobile(user, mobile, code);
        onChanged(updated && typeof updated === 'object' ? updated : { ...user, mobile, mobileStr: maskMobile(mobile) });
        toaster.create({ type: 'success', title: t('profile.saved') });
        onClose();
      }}
    />
  );
}

/** 修改邮箱: a new e-mail address and a code to it (180 s countdown kept in storage). */
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
      target={{ label: t('dialog.email.field'), type: 'email', initial: '', editable: true, maxLength: 64, validate: validateEmail }}
      sendCode={(email) => sendEmailCode(user, email)}
      submit={async (email, code) => {
        const updated = await changeEmail(user, email, code);
        onChanged(updated && typeof updated === 'object' ? updated : { ...user, email });
        toaster.create({ type: 'success', title: t('profile.saved') });
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
        toaster.create({ type: 'success', title: t('dialog.close.submitted') });
        onClose();
      }}
      confirmPalette="red"
    />
  );
}
