import { toaster } from '@portal/ui';
import type { AdminUser, EnabledStatus, PasswordLinkSent } from '@portal/contract';
import { ConfirmDialog } from '../kit/confirm-dialog';
import type { Notice } from '../kit/page-notice';
import { useConfirmed } from '../kit/use-confirmed';
import { useText } from '../kit/use-text';

type Pending = { action: 'reset' | 'disable' | 'enable'; user: AdminUser };

interface AccountActionCalls {
  reset: (id: number) => Promise<PasswordLinkSent>;
  setStatus: (id: number, status: EnabledStatus) => Promise<AdminUser>;
  /** After a change: the page reloads its list and shows the outcome. */
  onDone: (notice: Notice) => void;
}

/**
 * Reset password and disable / enable, each behind a confirm dialog (spec: both are asked
 * first). A failure stays in the dialog with the API's message; a success closes it, toasts, and
 * is handed to the page.
 */
export function useAccountActions({ reset, setStatus, onDone }: AccountActionCalls) {
  const t = useText();
  const asked = useConfirmed<Pending>();
  const pending = asked.pending;

  const confirm = () =>
    asked.run(async ({ action, user }) => {
      let text: string;
      if (action === 'reset') {
        const sent = await reset(user.id);
        text = t('user.linkSent', { sentTo: sent.sentTo });
      } else {
        await setStatus(user.id, action === 'disable' ? 'disabled' : 'enabled');
        text = t(action === 'disable' ? 'user.disabled' : 'user.enabled', { name: user.userName });
      }
      toaster.create({ type: 'success', title: text });
      asked.close();
      onDone({ tone: 'success', text });
    });

  const name = pending?.user.userName ?? '';
  const texts = {
    reset: { title: t('user.resetTitle'), body: t('user.resetBody', { name }), confirm: t('user.resetPassword') },
    disable: { title: t('user.disableTitle'), body: t('user.disableBody', { name }), confirm: t('user.disable') },
    enable: { title: t('user.enableTitle'), body: t('user.enableBody', { name }), confirm: t('user.enable') },
  };
  const text = texts[pending?.action ?? 'reset'];

  const dialog = (
    <ConfirmDialog
      open={!!pending}
      title={text.title}
      confirmText={text.confirm}
      danger={pending?.action === 'disable'}
      busy={asked.busy}
      error={asked.error}
      onConfirm={() => void confirm()}
      onClose={asked.close}
    >
      {text.body}
    </ConfirmDialog>
  );

  return { ask: (action: Pending['action'], user: AdminUser) => asked.ask({ action, user }), dialog };
}
