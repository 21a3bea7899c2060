import { Link as RouterLink } from 'react-router-dom';
import { Badge, Flex, Link } from '@portal/ui';
import type { AdminTenant } from '@portal/contract';
import { formatTime, type Column } from '@portal/console';
import { pageLink } from '../kit/access.rules';
import { RowButton } from '../kit/list-parts';
import type { useText } from '../kit/use-text';

type T = ReturnType<typeof useText>;

/** The tenant's status as a badge (disabled red). */
function TenantStatusBadge({ t, tenant }: { t: T; tenant: AdminTenant }) {
  const disabled = tenant.status === 'disabled';
  return (
    <Badge colorPalette={disabled ? 'red' : 'green'} variant="subtle" data-status={tenant.status}>
      {disabled ? t('tenant.statusDisabled') : t('tenant.statusEnabled')}
    </Badge>
  );
}

/** 详情 (a link) and, with its permission, 编辑. */
function TenantActionsCell({ t, tenant, onEdit }: { t: T; tenant: AdminTenant; onEdit?: (tenant: AdminTenant) => void }) {
  return (
    <Flex gap="3" align="center">
      <Link asChild color="brand.fg" aria-label={t('tenant.detailOf', { name: tenant.name })}>
        <RouterLink to={pageLink('tenantDetail', { id: tenant.id })}>{t('tenant.detail')}</RouterLink>
      </Link>
      {onEdit ? (
        <RowButton aria-label={t('tenant.editOf', { name: tenant.name })} onClick={() => onEdit(tenant)}>
          {t('tenant.edit')}
        </RowButton>
      ) : null}
    </Flex>
  );
}

/** The tenant list's columns: the name links to the detail. */
export function tenantColumns(t: T, onEdit?: (tenant: AdminTenant) => void): Column<AdminTenant>[] {
  return [
    {
      key: 'name',
      header: t('tenant.name'),
      maxWidth: '18rem',
      cell: (tenant) => (
        <Link asChild color="brand.fg" fontWeight="medium">
          <RouterLink to={pageLink('tenantDetail', { id: tenant.id })}>{tenant.name}</RouterLink>
        </Link>
      ),
    },
    {
      key: 'innerMark',
      header: t('tenant.innerMark'),
      nowrap: true,
      cell: (tenant) => (
        <Badge colorPalette={tenant.innerMark === 1 ? 'brand' : 'gray'} variant="subtle">
          {tenant.innerMark === 1 ? t('tenant.inner') : t('tenant.outer')}
        </Badge>
      ),
    },
    { key: 'parent', header: t('tenant.parent'), maxWidth: '14rem', cell: (tenant) => tenant.parentTenantName ?? t('iam.none') },
    { key: 'mgr', header: t('tenant.mgr'), maxWidth: '14rem', cell: (tenant) => tenant.mgrTenantName ?? t('iam.none') },
    { key: 'status', header: t('tenant.status'), nowrap: true, cell: (tenant) => <TenantStatusBadge t={t} tenant={tenant} /> },
    { key: 'users', header: t('tenant.userCount'), nowrap: true, cell: (tenant) => tenant.userCount },
    { key: 'created', header: t('tenant.createdAt'), nowrap: true, cell: (tenant) => formatTime(tenant.createdAt) },
    { key: 'actions', header: t('iam.actions'), nowrap: true, pinned: true, cell: (tenant) => <TenantActionsCell t={t} tenant={tenant} onEdit={onEdit} /> },
  ];
}
