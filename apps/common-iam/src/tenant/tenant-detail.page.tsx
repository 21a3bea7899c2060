import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { addMessages } from '@portal/utils';
import { maskMobile } from '@portal/contract';
import { Badge, Box, Button, Flex, Grid, Link, Text } from '@portal/ui';
import type { AdminTenant, AdminUser, TenantDetail } from '@portal/contract';
import { DataTable, ErrorBlock, isAccessDenied, LoadingBlock, PageFrame, Panel, routeIdOf, type Column } from '@portal/console';
import { pageAccess, pageLink } from '../kit/access.rules';
import { formatTime, statusBadge } from '../kit/format.rules';
import { useAccessContext, useCan, useFailureText } from '../kit/use-access';
import { loadFailure, tableState } from '../kit/table-state';
import { useText } from '../kit/use-text';
import { useLocalName } from '../kit/use-local-name';
import { loadTenantDetail } from './tenant.api';
import { tenantMessages } from './tenant.messages';
import { EditTenantDialog } from './edit-tenant-dialog';
import { OrgTree } from './org-tree';

addMessages(tenantMessages);

type Load = { kind: 'loading' } | { kind: 'error'; message: string; notFound: boolean; denied: boolean } | { kind: 'ready'; detail: TenantDetail };

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

/** #/common/iam/tenant/detail?id=…: the tenant's fields (编辑 with `iam_tenant_edit`, as on the list), its organisation tree and its users. */
export function TenantDetailPage() {
  const t = useText();
  const nameOf = useLocalName();
  const failure = useFailureText();
  const access = useAccessContext();
  const can = useCan();
  const [editing, setEditing] = useState<AdminTenant | null>(null);
  const [params] = useSearchParams();
  const id = routeIdOf(params.get('id'));
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  const retry = useCallback(() => setRound((r) => r + 1), []);

  useEffect(() => {
    if (id === null) return;
    let live = true;
    setLoad({ kind: 'loading' });
    loadTenantDetail(id).then(
      (detail) => live && setLoad({ kind: 'ready', detail }),
      (error: unknown) =>
        live && setLoad({ kind: 'error', message: failure(error), notFound: (error as { status?: number })?.status === 404, denied: isAccessDenied(error) }),
    );
    return () => {
      live = false;
    };
    // failure() follows the language; a language switch need not reload.
  }, [id, round]);

  const back = { to: pageLink('tenant'), label: t('tenant.back') };

  if (id === null || (load.kind === 'error' && load.notFound)) {
    return (
      <PageFrame id="tenant-detail" title={t('tenant.detailTitle')} back={back}>
        <Panel>
          <Text role="alert" color="fg.muted" py="8" textAlign="center">
            {id === null ? t('tenant.badId') : t('tenant.notFound')}
          </Text>
        </Panel>
      </PageFrame>
    );
  }
  if (load.kind === 'loading') {
    return (
      <PageFrame id="tenant-detail" title={t('tenant.detailTitle')} back={back}>
        <LoadingBlock />
      </PageFrame>
    );
  }
  if (load.kind === 'error') {
    return (
      <PageFrame id="tenant-detail" title={t('tenant.detailTitle')} back={back}>
        <ErrorBlock {...loadFailure(t, load.message, retry, load.denied)} />
      </PageFrame>
    );
  }

  const { tenant, orgs, users, userTotal } = load.detail;
  const canSeeUsers = pageAccess('user', access) === 'allowed';
  const userColumns: Column<AdminUser>[] = [
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

  return (
    <PageFrame
      id="tenant-detail"
      title={tenant.name}
      titleIsData
      description={t('tenant.detailTitle')}
      back={back}
      actions={
        can('tenantEdit') ? (
          <Button colorPalette="brand" aria-label={t('tenant.editOf', { name: tenant.name })} onClick={() => setEditing(tenant)}>
            {t('tenant.edit')}
          </Button>
        ) : null
      }
    >
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
      <Flex gap="4" direction={{ base: 'column', '2xl': 'row' }} align="stretch">
        <Box flex={{ '2xl': '0 0 20rem' }} minW="0">
          <Panel title={t('tenant.orgs')}>
            <OrgTree orgs={orgs} label={t('tenant.orgTree', { name: tenant.name })} emptyText={t('tenant.orgsEmpty')} />
          </Panel>
        </Box>
        <Box flex="1" minW="0">
          <Panel
            title={t('tenant.users')}
            actions={
              canSeeUsers ? (
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
              columns={userColumns}
              rows={users}
              rowKey={(user) => user.id}
              rowProps={(user) => ({ 'data-user': user.loginName })}
              {...tableState(t, { kind: 'ready' }, retry, t('iam.empty'))}
            />
          </Panel>
        </Box>
      </Flex>
      <EditTenantDialog
        tenant={editing}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          setEditing(null);
          setLoad({ kind: 'ready', detail: { ...load.detail, tenant: saved } });
        }}
      />
    </PageFrame>
  );
}
