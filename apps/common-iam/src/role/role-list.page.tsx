import { useState } from 'react';
import { addMessages } from '@portal/utils';
import type { AdminRole } from '@portal/contract';
import { PageFrame, Panel, pageWithin, toPageSize } from '@portal/console';
import { AddButton, KeywordFilter, UserTypeFilter } from '../kit/list-parts';
import { PagedTable } from '../kit/paged-table';
import { DEFAULT_PAGE_SIZE } from '../kit/table-state';
import { Toolbar } from '../kit/toolbar';
import { useCan } from '../kit/use-access';
import { useFilters } from '../kit/use-filters';
import { useLoad } from '../kit/use-load';
import type { PagedRows } from '../kit/use-paged-list';
import { useLocalName } from '../kit/use-local-name';
import { useText } from '../kit/use-text';
import { loadRoles } from './role.api';
import { roleMessages } from './role.messages';
import { NO_ROLE_FILTERS, rolePage, roleQuery, type RoleFilters } from './role.rules';
import { roleColumns } from './role-columns';
import { RoleDialog } from './role-dialog';

addMessages(roleMessages);

/**
 * The roles matching the applied filters, loaded whole and paged on the screen; a new search
 * starts at page 1, and a page past the end shows the last one.
 */
function useRoleList() {
  const [applied, setApplied] = useState<RoleFilters>(NO_ROLE_FILTERS);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const { state, value, reload } = useLoad(() => loadRoles(roleQuery(applied)), [applied]);
  const roles = value ?? [];
  const shownPage = pageWithin(page, roles.length, pageSize);
  const list: PagedRows<AdminRole> = {
    rows: rolePage(roles, shownPage, pageSize),
    total: roles.length,
    page: shownPage,
    pageSize,
    state,
    setPage,
    setPageSize: (size) => (setPage(1), setPageSize(toPageSize(size, DEFAULT_PAGE_SIZE))),
    reload,
  };
  const apply = (next: RoleFilters) => {
    setPage(1);
    setApplied(next);
    reload();
  };
  return { list, applied, apply };
}

/** #/common/iam/role/list: the roles of both user types; add and edit with their permissions. */
export function RoleListPage() {
  const t = useText();
  const nameOf = useLocalName();
  const can = useCan();
  const { list, applied, apply } = useRoleList();
  const draft = useFilters(NO_ROLE_FILTERS, NO_ROLE_FILTERS, apply);
  const [dialog, setDialog] = useState<{ role: AdminRole | null } | null>(null);

  return (
    <PageFrame
      id="role-list"
      title={t('role.title')}
      description={t('role.description')}
      actions={<AddButton show={can('roleAdd')} label={t('role.add')} onClick={() => setDialog({ role: null })} />}
    >
      <Panel>
        <Toolbar label={t('role.search')} onSearch={draft.search} onReset={draft.reset}>
          <KeywordFilter id="role-name" label={t('role.roleName')} placeholder={t('role.namePlaceholder')} maxLength={40} {...draft.field('roleName')} />
          <UserTypeFilter id="role-type" label={t('role.userType')} {...draft.field('userType')} />
        </Toolbar>
        <PagedTable
          list={list}
          caption={t('role.table')}
          columns={roleColumns(t, nameOf, can('roleEdit') ? (role) => setDialog({ role }) : undefined)}
          rowKey={(role) => role.id}
          rowProps={(role) => ({ 'data-role': role.roleName })}
          emptyText={applied.roleName || applied.userType ? t('iam.emptyFiltered') : t('role.empty')}
        />
      </Panel>
      <RoleDialog
        open={!!dialog}
        role={dialog?.role ?? null}
        onClose={() => setDialog(null)}
        onSaved={() => {
          setDialog(null);
          list.reload();
        }}
      />
    </PageFrame>
  );
}
