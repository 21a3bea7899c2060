import { Badge, Text } from '@portal/ui';
import type { AdminRole } from '@portal/contract';
import { formatTime, type Column } from '@portal/console';
import { RowButton } from '../kit/list-parts';
import type { useLocalName } from '../kit/use-local-name';
import type { useText } from '../kit/use-text';

type T = ReturnType<typeof useText>;
type NameOf = ReturnType<typeof useLocalName>;

/** A role's user type as a badge (managers purple). */
function UserTypeBadge({ t, role }: { t: T; role: AdminRole }) {
  const manager = role.userType === 'MANAGER_USER';
  return (
    <Badge colorPalette={manager ? 'purple' : 'brand'} variant="subtle">
      {t(manager ? 'iam.userType.manager' : 'iam.userType.client')}
    </Badge>
  );
}

/** 编辑, except for the super administrator's role, which holds every permission and stays as it is. */
function RoleEditCell({ t, nameOf, role, onEdit }: { t: T; nameOf: NameOf; role: AdminRole; onEdit: (role: AdminRole) => void }) {
  if (role.holdsAll) {
    return (
      <Text as="span" fontSize="xs" color="fg.muted" title={t('role.superFixed')}>
        {t('iam.none')}
      </Text>
    );
  }
  return (
    <RowButton aria-label={t('role.editOf', { name: nameOf(role.roleName, role.roleNameEn) })} onClick={() => onEdit(role)}>
      {t('role.edit')}
    </RowButton>
  );
}

/** The role list's columns; the actions only for those who may edit roles. */
export function roleColumns(t: T, nameOf: NameOf, onEdit?: (role: AdminRole) => void): Column<AdminRole>[] {
  const columns: Column<AdminRole>[] = [
    { key: 'roleName', header: t('role.roleName'), nowrap: true, cell: (role) => nameOf(role.roleName, role.roleNameEn) },
    { key: 'userType', header: t('role.userType'), nowrap: true, cell: (role) => <UserTypeBadge t={t} role={role} /> },
    { key: 'remark', header: t('role.remark'), maxWidth: '24rem', cell: (role) => role.remark || t('iam.none') },
    {
      key: 'permissions',
      header: t('role.permissions'),
      nowrap: true,
      cell: (role) =>
        role.holdsAll ? (
          <Badge colorPalette="orange" variant="subtle">
            {t('role.allPermissions')}
          </Badge>
        ) : (
          role.menuCodes.length
        ),
    },
    { key: 'users', header: t('role.userCount'), nowrap: true, cell: (role) => role.userCount },
    { key: 'created', header: t('role.createdAt'), nowrap: true, cell: (role) => formatTime(role.createdAt) },
  ];
  if (onEdit) {
    columns.push({
      key: 'actions',
      header: t('iam.actions'),
      nowrap: true,
      pinned: true,
      cell: (role) => <RoleEditCell t={t} nameOf={nameOf} role={role} onEdit={onEdit} />,
    });
  }
  return columns;
}
