import { useState } from 'react';
import { addMessages } from '@portal/utils';
import type { AdminTenant } from '@portal/contract';
import { PageFrame, Panel } from '@portal/console';
import { AddButton, KeywordFilter } from '../kit/list-parts';
import { PagedTable } from '../kit/paged-table';
import { Toolbar } from '../kit/toolbar';
import { useCan } from '../kit/use-access';
import { useFilters } from '../kit/use-filters';
import { usePagedList } from '../kit/use-paged-list';
import { useText } from '../kit/use-text';
import { AddTenantDialog } from './add-tenant-dialog';
import { EditTenantDialog } from './edit-tenant-dialog';
import { tenantColumns } from './tenant-columns';
import { loadTenantPage } from './tenant.api';
import { tenantMessages } from './tenant.messages';
import { tenantQuery } from './tenant.rules';

addMessages(tenantMessages);

const NO_FILTERS = { name: '' };

/** #/common/iam/tenant/list: every tenant, searchable by name, paged; 新增租户 for those allowed. */
export function TenantListPage() {
  const t = useText();
  const can = useCan();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<AdminTenant | null>(null);
  const list = usePagedList<AdminTenant, { name: string }>(
    ({ pageNum, pageSize, filters }) => loadTenantPage(tenantQuery(filters.name, pageNum, pageSize)),
    NO_FILTERS,
  );
  const draft = useFilters(NO_FILTERS, NO_FILTERS, list.apply);

  return (
    <PageFrame
      id="tenant-list"
      title={t('tenant.title')}
      description={t('tenant.description')}
      actions={<AddButton show={can('tenantAdd')} label={t('tenant.add')} onClick={() => setAdding(true)} />}
    >
      <Panel>
        <Toolbar label={t('tenant.search')} onSearch={draft.search} onReset={draft.reset}>
          <KeywordFilter id="tenant-name" label={t('tenant.name')} placeholder={t('tenant.namePlaceholder')} {...draft.field('name')} />
        </Toolbar>
        <PagedTable
          list={list}
          caption={t('tenant.table')}
          columns={tenantColumns(t, can('tenantEdit') ? setEditing : undefined)}
          rowKey={(tenant) => tenant.id}
          rowProps={(tenant) => ({ 'data-tenant': tenant.id })}
          emptyText={list.filters.name ? t('iam.emptyFiltered') : t('tenant.empty')}
        />
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
