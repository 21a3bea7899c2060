import { Alert, toaster } from '@portal/ui';
import { countdownKeys, rules, storage, type Language } from '@portal/utils/internal';
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

/**
 * What 修改手机号 and 修改邮箱 differ in: the new phone (11 digits, +86; 60 s countdown) or e-mail
 * (180 s), its check, where its code goes and how it is changed; both ask for the current password.
 */
const CONTACT_CHANGES = {
  mobile: {
    target: { type: 'tel', maxLength: 11, startAddon: '+86', validate: (value: string, language: Language) => rules.mobile(value, { language }) },
    sendCode: sendMobileCode,
    change: changeMobile,
    changed: (user: UserInfo, mobile: string): UserInfo => ({ ...user, mobile, mobileStr: maskMobile(mobile) }),
  },
  email: {
    // Longer than 32 is allowed in the box (as on the register page) so a pasted address is
    // never cut silently into another valid one: the spec's '长度不能超过32位' says it instead.
    target: { type: 'email', maxLength: 64, validate: (value: string, language: Language) => rules.email(value, { language }) },
    sendCode: sendEmailCode,
    change: changeEmail,
    changed: (user: UserInfo, email: string): UserInfo => ({ ...user, email, emailVerified: true }),
  },
} as const;

/** 修改手机号 or 修改邮箱: a new phone or e-mail, a code to it (countdown kept in storage), the current password. */
function ChangeContactDialog({ kind, open, user, onClose, onChanged }: ChangeProps & { kind: keyof typeof CONTACT_CHANGES }) {
  const t = useText();
  const contact = CONTACT_CHANGES[kind];
  return (
    <CodeDialog
      open={open}
      onClose={onClose}
      title={t(`dialog.${kind}.title`)}
      countdown={kind}
      target={{ ...contact.target, label: t(`dialog.${kind}.field`), initial: '', editable: true }}
      withPassword
      sendCode={(to) => contact.sendCode(user, to)}
      submit={async (to, code, password) => {
        const updated = await contact.change(user, to, code, password);
        onChanged(updated && typeof updated === 'object' ? updated : contact.changed(user, to));
        toaster.create({ type: 'success', title: t('profile.saved') });
        onClose();
      }}
    />
  );
}

/** 修改手机号: a new 11-digit phone (+86), a code to it (60 s countdown kept in storage), the current password. */
export function ModifyMobileDialog(props: ChangeProps) {
  return <ChangeContactDialog kind="mobile" {...props} />;
}

/** 修改邮箱: a new e-mail address, a code to it (180 s countdown kept in storage), the current password. */
export function ModifyEmailDialog(props: ChangeProps) {
  return <ChangeContactDialog kind="email" {...props} />;
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
