import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { maskMobile } from '@portal/contract';
import { Badge, Box, Grid, Link, Text } from '@portal/ui';
import type { AdminTenant, AdminUser } from '@portal/contract';
import { DataTable, formatTime, Panel, type Column } from '@portal/console';
import { pageLink } from '../kit/access.rules';
import { statusBadge } from '../kit/format.rules';
import { tableState } from '../kit/table-state';
import { useLocalName } from '../kit/use-local-name';
import { useText } from '../kit/use-text';

type T = ReturnType<typeof useText>;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box minW="0">
      <Text as="dt" fontSize="xs" color="fg.muted" mb="1">
        {label}
      </Text>
      <Text as="dd" fontSize="sm" color="fg" m="0" wordBreak="break-word">
        <span translate="no">{children}</span>
      </Text>
    </Box>
  );
}

/** The tenant's fields, in a grid of label and value. */
export function TenantFields({ tenant }: { tenant: AdminTenant }) {
  const t = useText();
  return (
    <Panel title={t('tenant.basic')}>
      <Grid as="dl" templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' }} gap="5" m="0">
        <Field label={t('tenant.id')}>{tenant.id}</Field>
        <Field label={t('tenant.name')}>{tenant.name}</Field>
        <Field label={t('tenant.innerMark')}>{tenant.innerMark === 1 ? t('tenant.inner') : t('tenant.outer')}</Field>
        <Field label={t('tenant.parent')}>{tenant.parentTenantName ?? t('iam.none')}</Field>
        <Field label={t('tenant.mgr')}>{tenant.mgrTenantName ?? t('iam.none')}</Field>
        <Field label={t('tenant.status')}>{tenant.status === 'disabled' ? t('tenant.statusDisabled') : t('tenant.statusEnabled')}</Field>
        <Field label={t('tenant.contactName')}>{tenant.contactName ?? t('iam.none')}</Field>
        <Field label={t('tenant.contactMobile')}>{tenant.contactMobile ?? t('iam.none')}</Field>
        <Field label={t('tenant.contactEmail')}>{tenant.contactEmail ?? t('iam.none')}</Field>
        <Field label={t('tenant.createdAt')}>{formatTime(tenant.createdAt)}</Field>
      </Grid>
    </Panel>
  );
}

/** The columns of a tenant's users (no tenant or type: they are the tenant's clients). */
function userColumns(t: T, nameOf: ReturnType<typeof useLocalName>): Column<AdminUser>[] {
  return [
    { key: 'loginName', header: t('user.loginName'), nowrap: true, cell: (user) => user.loginName },
    { key: 'userName', header: t('user.userName'), nowrap: true, cell: (user) => (user.status === 'closed' ? t('user.closedName') : user.userName) },
    {
      key: 'kind',
      header: t('user.kind'),
      nowrap: true,
      cell: (user) => (user.pid === 0 ? t('user.primary') : t('user.subOf', { name: user.priLoginName ?? '' })),
    },
    { key: 'org', header: t('user.org'), maxWidth: '12rem', cell: (user) => user.orgName ?? t('iam.none') },
    { key: 'role', header: t('user.role'), nowrap: true, cell: (user) => (user.roleName ? nameOf(user.roleName, user.roleNameEn) : t('iam.none')) },
    { key: 'mobile', header: t('user.mobile'), nowrap: true, cell: (user) => (user.mobile ? maskMobile(user.mobile) : t('iam.none')) },
    {
      key: 'status',
      header: t('user.status'),
      nowrap: true,
      cell: (user) => {
        const badge = statusBadge(user.status);
        return (
          <Badge colorPalette={badge.palette} variant="subtle">
            {t(badge.key)}
          </Badge>
        );
      },
    },
    { key: 'created', header: t('user.createdAt'), nowrap: true, cell: (user) => formatTime(user.createdAt) },
  ];
}

/** The tenant's first users, how many there are, and (for those who may) a link to all of them. */
export function TenantUsersPanel({
  tenant,
  users,
  userTotal,
  canSeeAll,
  onRetry,
}: {
  tenant: AdminTenant;
  users: AdminUser[];
  userTotal: number;
  canSeeAll: boolean;
  onRetry: () => void;
}) {
  const t = useText();
  const nameOf = useLocalName();
  return (
    <Panel
      title={t('tenant.users')}
      actions={
        canSeeAll ? (
          <Link asChild fontSize="sm" color="brand.fg">
            <RouterLink to={pageLink('user', { tenantId: tenant.id })}>{t('tenant.allUsers')} →</RouterLink>
          </Link>
        ) : null
      }
    >
      <Text fontSize="sm" color="fg.muted" mb="3" data-user-total>
        {users.length < userTotal
          ? t('tenant.usersShown', { shown: users.length, total: userTotal })
          : t(userTotal === 1 ? 'tenant.usersOne' : 'tenant.usersCount', { total: userTotal })}
      </Text>
      <DataTable
        caption={t('tenant.users')}
        columns={userColumns(t, nameOf)}
        rows={users}
        rowKey={(user) => user.id}
        rowProps={(user) => ({ 'data-user': user.loginName })}
        {...tableState(t, { kind: 'ready' }, onRetry, t('iam.empty'))}
      />
    </Panel>
  );
}
