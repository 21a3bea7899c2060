import { type Language } from '@portal/utils';
import { localName } from '@portal/contract';
import { maskMobile } from '@portal/contract';
import { Badge, Flex } from '@portal/ui';
import { formatTime, type Column } from '@portal/console';
import type { AdminUser } from '@portal/contract';
import { statusBadge, userTypeKey } from '../kit/format.rules';
import { RowButton } from '../kit/list-parts';
import { statusAction } from './account.rules';

type T = (key: string, params?: Record<string, string | number>) => string;

interface RowActions {
  canReset: boolean;
  canToggle: boolean;
  /** 变更角色, when the caller holds its permission. */
  onRole?: (user: AdminUser) => void;
  /** 编辑, when the caller holds its permission (issue 23 item 2). */
  onEdit?: (user: AdminUser) => void;
  selfId: number | null | undefined;
  ask: (action: 'reset' | 'disable' | 'enable', user: AdminUser) => void;
}

/** The status badge of an account. */
function StatusBadge({ status, t }: { status: string; t: T }) {
  const badge = statusBadge(status);
  return (
    <Badge colorPalette={badge.palette} variant="subtle" data-status={status}>
      {t(badge.key)}
    </Badge>
  );
}

/** The row buttons: reset password, disable or enable (each only with its permission). */
function AccountRowActions({ user, actions, t }: { user: AdminUser; actions: RowActions; t: T }) {
  const toggle = actions.canToggle ? statusAction(user, actions.selfId) : null;
  const role = actions.onRole && user.id !== actions.selfId && user.status !== 'closing' && user.status !== 'closed' ? actions.onRole : null;
  const editing = actions.onEdit && user.status !== 'closed' ? actions.onEdit : null;
  if (!actions.canReset && !toggle && !role && !editing) return <>{t('iam.none')}</>;
  return (
    <Flex gap="1" role="group" aria-label={t('user.rowActions', { name: user.userName })}>
      {editing ? <RowButton onClick={() => editing(user)}>{t('user.edit')}</RowButton> : null}
      {actions.canReset ? (
        <RowButton onClick={() => actions.ask('reset', user)} disabled={user.status === 'closing' || user.status === 'closed'}>
          {t('user.resetPassword')}
        </RowButton>
      ) : null}
      {role ? <RowButton onClick={() => role(user)}>{t('user.changeRole')}</RowButton> : null}
      {toggle ? (
        <RowButton
          colorPalette={toggle === 'disable' ? 'red' : 'green'}
          color={toggle === 'disable' ? 'red.700' : 'green.700'}
          onClick={() => actions.ask(toggle, user)}
        >
          {toggle === 'disable' ? t('user.disable') : t('user.enable')}
        </RowButton>
      ) : null}
    </Flex>
  );
}

/** The columns of the user lists; the manager's list adds type, tenant and account kind. */
export function accountColumns(t: T, actions: RowActions, wide: boolean, language: Language): Column<AdminUser>[] {
  const columns: Column<AdminUser>[] = [
    { key: 'loginName', header: t('user.loginName'), nowrap: true, cell: (user) => user.loginName },
    // A closed account's name was removed (the server keeps a placeholder): said in the interface's language.
    { key: 'userName', header: t('user.userName'), nowrap: true, cell: (user) => (user.status === 'closed' ? t('user.closedName') : user.userName) },
  ];
  if (wide) {
    columns.push(
      { key: 'userType', header: t('user.userType'), nowrap: true, cell: (user) => t(userTypeKey(user.userType)) },
      { key: 'tenant', header: t('user.tenant'), maxWidth: '12rem', cell: (user) => user.tenantName ?? t('iam.none') },
      {
        key: 'kind',
        header: t('user.kind'),
        nowrap: true,
        cell: (user) =>
          user.userType === 'MANAGER_USER' ? t('iam.none') : user.pid === 0 ? t('user.primary') : t('user.subOf', { name: user.priLoginName ?? '' }),
      },
    );
  }
  columns.push(
    {
      key: 'role',
      header: t('user.role'),
      nowrap: true,
      cell: (user) => (user.roleName ? localName(user.roleName, user.roleNameEn, language) : t('iam.none')),
    },
    { key: 'mobile', header: t('user.mobile'), nowrap: true, cell: (user) => (user.mobile ? maskMobile(user.mobile) : t('iam.none')) },
    { key: 'email', header: t('user.email'), maxWidth: '16rem', cell: (user) => user.email ?? t('iam.none') },
    { key: 'status', header: t('user.status'), nowrap: true, cell: (user) => <StatusBadge status={user.status} t={t} /> },
    { key: 'created', header: t('user.createdAt'), nowrap: true, cell: (user) => formatTime(user.createdAt) },
    { key: 'actions', header: t('iam.actions'), nowrap: true, pinned: true, cell: (user) => <AccountRowActions user={user} actions={actions} t={t} /> },
  );
  return columns;
}
