import { useCallback, useEffect, useRef, useState } from 'react';
import { addMessages } from '@portal/utils';
import { Badge, Button, Input, Text } from '@portal/ui';
import type { AdminRole } from '@portal/contract';
import { DataTable, isAccessDenied, PageFrame, Panel, Pager, pageWithin, SelectInput, toPageSize, type Column } from '@portal/console';
import { FilterField } from '../kit/filter-field';
import { formatTime } from '../kit/format.rules';
import { Toolbar } from '../kit/toolbar';
import { useCan, useFailureText } from '../kit/use-access';
import { DEFAULT_PAGE_SIZE, type TableState, tableState } from '../kit/table-state';
import { useText } from '../kit/use-text';
import { useLocalName } from '../kit/use-local-name';
import { loadRoles } from './role.api';
import { roleMessages } from './role.messages';
import { NO_ROLE_FILTERS, rolePage, roleQuery, type RoleFilters } from './role.rules';
import { RoleDialog } from './role-dialog';

addMessages(roleMessages);

/** #/common/iam/role/list: the roles of both user types; add and edit with their permissions. */
export function RoleListPage() {
  const t = useText();
  const nameOf = useLocalName();
  const can = useCan();
  const failure = useFailureText();
  const failureRef = useRef(failure);
  failureRef.current = failure;
  const [filters, setFilters] = useState<RoleFilters>(NO_ROLE_FILTERS);
  const [applied, setApplied] = useState<RoleFilters>(NO_ROLE_FILTERS);
  const [round, setRound] = useState(0);
  const [roles, setRoles] = useState<AdminRole[]>([]);
  const [state, setState] = useState<TableState>({ kind: 'loading' });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [dialog, setDialog] = useState<{ role: AdminRole | null } | null>(null);

  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    loadRoles(roleQuery(applied)).then(
      (list) => {
        if (!live) return;
        setRoles(list);
        setState({ kind: 'ready' });
      },
      (error: unknown) => live && setState({ kind: 'error', message: failureRef.current(error), denied: isAccessDenied(error) }),
    );
    return () => {
      live = false;
    };
  }, [applied, round]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  const apply = (next: RoleFilters) => {
    setPage(1);
    setApplied(next);
    reload();
  };
  const shownPage = pageWithin(page, roles.length, pageSize);

  const columns: Column<AdminRole>[] = [
    { key: 'roleName', header: t('role.roleName'), nowrap: true, cell: (role) => nameOf(role.roleName, role.roleNameEn) },
    {
      key: 'userType',
      header: t('role.userType'),
      nowrap: true,
      cell: (role) => (
        <Badge colorPalette={role.userType === 'MANAGER_USER' ? 'purple' : 'brand'} variant="subtle">
          {t(role.userType === 'MANAGER_USER' ? 'iam.userType.manager' : 'iam.userType.client')}
        </Badge>
      ),
    },
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
  if (can('roleEdit')) {
    columns.push({
      key: 'actions',
      header: t('iam.actions'),
      nowrap: true,
      pinned: true,
      cell: (role) =>
        role.holdsAll ? (
          <Text as="span" fontSize="xs" color="fg.muted" title={t('role.superFixed')}>
            {t('iam.none')}
          </Text>
        ) : (
          <Button
            size="xs"
            variant="ghost"
            colorPalette="brand"
            color="brand.fg"
            aria-label={t('role.editOf', { name: nameOf(role.roleName, role.roleNameEn) })}
            onClick={() => setDialog({ role })}
          >
            {t('role.edit')}
          </Button>
        ),
    });
  }

  return (
    <PageFrame
      id="role-list"
      title={t('role.title')}
      description={t('role.description')}
      actions={
        can('roleAdd') ? (
          <Button colorPalette="brand" onClick={() => setDialog({ role: null })}>
            + {t('role.add')}
          </Button>
        ) : null
      }
    >
      <Panel>
        <Toolbar label={t('role.search')} onSearch={() => apply(filters)} onReset={() => (setFilters(NO_ROLE_FILTERS), apply(NO_ROLE_FILTERS))}>
          <FilterField label={t('role.roleName')} htmlFor="role-name" width="16rem">
            <Input
              id="role-name"
              name="roleName"
              value={filters.roleName}
              maxLength={40}
              placeholder={t('role.namePlaceholder')}
              onChange={(e) => setFilters((f) => ({ ...f, roleName: e.target.value }))}
            />
          </FilterField>
          <FilterField label={t('role.userType')} htmlFor="role-type" width="9rem">
            <SelectInput
              id="role-type"
              name="userType"
              value={filters.userType}
              onChange={(userType) => setFilters((f) => ({ ...f, userType: userType as RoleFilters['userType'] }))}
            >
              <option value="">{t('iam.all')}</option>
              <option value="CLIENT_USER">{t('iam.userType.client')}</option>
              <option value="MANAGER_USER">{t('iam.userType.manager')}</option>
            </SelectInput>
          </FilterField>
        </Toolbar>
        <DataTable
          caption={t('role.table')}
          columns={columns}
          rows={rolePage(roles, shownPage, pageSize)}
          rowKey={(role) => role.id}
          rowProps={(role) => ({ 'data-role': role.roleName })}
          {...tableState(t, state, reload, applied.roleName || applied.userType ? t('iam.emptyFiltered') : t('role.empty'))}
        />
        <Pager
          page={shownPage}
          pageSize={pageSize}
          total={roles.length}
          onPage={setPage}
          onPageSize={(size) => (setPage(1), setPageSize(toPageSize(size, DEFAULT_PAGE_SIZE)))}
        />
      </Panel>
      <RoleDialog
        open={!!dialog}
        role={dialog?.role ?? null}
        onClose={() => setDialog(null)}
        onSaved={() => {
          setDialog(null);
          reload();
        }}
      />
    </PageFrame>
  );
}
