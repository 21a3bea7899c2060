import { maskMobile } from '@portal/utils';
import { Badge, Button, Flex } from '@portal/ui';
import type { AdminUser } from '@portal/contract';
import type { Column } from '../kit/data-table';
import { formatTime, statusBadge, userTypeKey } from '../kit/format.rules';
import { statusAction } from './account.rules';

type T = (key: string, params?: Record<string, string | number>) => string;

export interface RowActions {
  canReset: boolean;
  canToggle: boolean;
  selfId: number | null | undefined;
  ask: (action: 'reset' | 'disable' | 'enable', user: AdminUser) => void;
}

/** The status badge of an account. */
export function StatusBadge({ status, t }: { status: string; t: T }) {
  const badge = statusBadge(status);
  return (
    <Badge colorPalette={badge.palette} variant="subtle" data-status={status}>
      {t(badge.key)}
    </Badge>
  );
}

/** The row buttons: reset password, disable or enable (each only with its permission). */
export function AccountRowActions({ user, actions, t }: { user: AdminUser; actions: RowActions; t: T }) {
  const toggle = actions.canToggle ? statusAction(user, actions.selfId) : null;
  if (!actions.canReset && !toggle) return <>{t('iam.none')}</>;
  return (
    <Flex gap="1" role="group" aria-label={t('user.rowActions', { name: user.userName })}>
      {actions.canReset ? (
        <Button size="xs" variant="ghost" colorPalette="brand" color="brand.fg" onClick={() => actions.ask('reset', user)} disabled={user.status === 'closing'}>
          {t('user.resetPassword')}
        </Button>
      ) : null}
      {toggle ? (
        <Button
          size="xs"
          variant="ghost"
          colorPalette={toggle === 'disable' ? 'red' : 'green'}
          color={toggle === 'disable' ? 'red.700' : 'green.700'}
          onClick={() => actions.ask(toggle, user)}
        >
          {toggle === 'disable' ? t('user.disable') : t('user.enable')}
        </Button>
      ) : null}
    </Flex>
  );
}

/** The columns of the user lists; the manager's list adds type, tenant and account kind. */
export function accountColumns(t: T, actions: RowActions, wide: boolean): Column<AdminUser>[] {
  const columns: Column<AdminUser>[] = [
    { key: 'loginName', title: t('user.loginName'), nowrap: true, render: (user) => user.loginName },
    { key: 'userName', title: t('user.userName'), nowrap: true, render: (user) => user.userName },
  ];
  if (wide) {
    columns.push(
      { key: 'userType', title: t('user.userType'), nowrap: true, render: (user) => t(userTypeKey(user.userType)) },
      { key: 'tenant', title: t('user.tenant'), maxWidth: '12rem', render: (user) => user.tenantName ?? t('iam.none') },
      {
        key: 'kind',
        title: t('user.kind'),
        nowrap: true,
        render: (user) =>
          user.userType === 'MANAGER_USER' ? t('iam.none') : user.pid === 0 ? t('user.primary') : t('user.subOf', { name: user.priLoginName ?? '' }),
      },
    );
  }
  columns.push(
    { key: 'role', title: t('user.role'), nowrap: true, render: (user) => user.roleName ?? t('iam.none') },
    { key: 'mobile', title: t('user.mobile'), nowrap: true, render: (user) => (user.mobile ? maskMobile(user.mobile) : t('iam.none')) },
    { key: 'email', title: t('user.email'), maxWidth: '16rem', render: (user) => user.email ?? t('iam.none') },
    { key: 'status', title: t('user.status'), nowrap: true, render: (user) => <StatusBadge status={user.status} t={t} /> },
    { key: 'created', title: t('user.createdAt'), nowrap: true, render: (user) => formatTime(user.createdAt) },
    { key: 'actions', title: t('iam.actions'), nowrap: true, pinned: true, render: (user) => <AccountRowActions user={user} actions={actions} t={t} /> },
  );
  return columns;
}
