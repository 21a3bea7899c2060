import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { addMessages } from '@portal/utils';
import { Badge, Button, Flex, Input, Link } from '@portal/ui';
import type { AdminTenant } from '@portal/contract';
import { DataTable, PageFrame, Panel, Pager, type Column } from '@portal/console';
import { pageLink } from '../kit/access.rules';
import { FilterField } from '../kit/filter-field';
import { formatTime } from '../kit/format.rules';
import { Toolbar } from '../kit/toolbar';
import { useCan } from '../kit/use-access';
import { usePagedList } from '../kit/use-paged-list';
import { tableState } from '../kit/table-state';
import { useText } from '../kit/use-text';
import { AddTenantDialog } from './add-tenant-dialog';
import { EditTenantDialog } from './edit-tenant-dialog';
import { loadTenantPage } from './tenant.api';
import { tenantMessages } from './tenant.messages';
import { tenantQuery } from './tenant.rules';

addMessages(tenantMessages);

/** #/common/iam/tenant/list: every tenant, searchable by name, paged; 新增租户 for those allowed. */
export function TenantListPage() {
  const t = useText();
  const can = useCan();
  const [name, setName] = useState('');
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<AdminTenant | null>(null);
  const list = usePagedList<AdminTenant, { name: string }>(({ pageNum, pageSize, filters }) => loadTenantPage(tenantQuery(filters.name, pageNum, pageSize)), {
    name: '',
  });

  const columns: Column<AdminTenant>[] = [
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
    {
      key: 'status',
      header: t('tenant.status'),
      nowrap: true,
      cell: (tenant) => (
        <Badge colorPalette={tenant.status === 'disabled' ? 'red' : 'green'} variant="subtle" data-status={tenant.status}>
          {tenant.status === 'disabled' ? t('tenant.statusDisabled') : t('tenant.statusEnabled')}
        </Badge>
      ),
    },
    { key: 'users', header: t('tenant.userCount'), nowrap: true, cell: (tenant) => tenant.userCount },
    { key: 'created', header: t('tenant.createdAt'), nowrap: true, cell: (tenant) => formatTime(tenant.createdAt) },
    {
      key: 'actions',
      header: t('iam.actions'),
      nowrap: true,
      pinned: true,
      cell: (tenant) => (
        <Flex gap="3" align="center">
          <Link asChild color="brand.fg" aria-label={t('tenant.detailOf', { name: tenant.name })}>
            <RouterLink to={pageLink('tenantDetail', { id: tenant.id })}>{t('tenant.detail')}</RouterLink>
          </Link>
          {can('tenantEdit') ? (
            <Button
              size="xs"
              variant="ghost"
              colorPalette="brand"
              color="brand.fg"
              aria-label={t('tenant.editOf', { name: tenant.name })}
              onClick={() => setEditing(tenant)}
            >
              {t('tenant.edit')}
            </Button>
          ) : null}
        </Flex>
      ),
    },
  ];

  return (
    <PageFrame
      id="tenant-list"
      title={t('tenant.title')}
      description={t('tenant.description')}
      actions={
        can('tenantAdd') ? (
          <Button colorPalette="brand" onClick={() => setAdding(true)}>
            + {t('tenant.add')}
          </Button>
        ) : null
      }
    >
      <Panel>
        <Toolbar label={t('tenant.search')} onSearch={() => list.apply({ name })} onReset={() => (setName(''), list.apply({ name: '' }))}>
          <FilterField label={t('tenant.name')} htmlFor="tenant-name" width="16rem">
            <Input
              id="tenant-name"
              name="name"
              value={name}
              maxLength={64}
              placeholder={t('tenant.namePlaceholder')}
              onChange={(e) => setName(e.target.value)}
            />
          </FilterField>
        </Toolbar>
        <DataTable
          caption={t('tenant.table')}
          columns={columns}
          rows={list.rows}
          rowKey={(tenant) => tenant.id}
          rowProps={(tenant) => ({ 'data-tenant': tenant.id })}
          {...tableState(t, list.state, list.reload, list.filters.name ? t('iam.emptyFiltered') : t('tenant.empty'))}
        />
        <Pager page={list.page} pageSize={list.pageSize} total={list.total} onPage={list.setPage} onPageSize={list.setPageSize} />
      </Panel>
      <EditTenantDialog
        tenant={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          list.reload();
        }}
      />
      <AddTenantDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={() => {
          setAdding(false);
          list.apply(list.filters);
        }}
      />
    </PageFrame>
  );
}
