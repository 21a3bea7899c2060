import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { addMessages } from '@portal/utils';
import { Box, Button, Flex, Text } from '@portal/ui';
import type { AdminTenant } from '@portal/contract';
import { ErrorBlock, LoadingBlock, PageFrame, Panel, routeIdOf } from '@portal/console';
import { pageAccess, pageLink } from '../kit/access.rules';
import { useAccessContext, useCan } from '../kit/use-access';
import { loadFailure } from '../kit/table-state';
import { useLoad } from '../kit/use-load';
import { useText } from '../kit/use-text';
import { loadTenantDetail } from './tenant.api';
import { tenantMessages } from './tenant.messages';
import { EditTenantDialog } from './edit-tenant-dialog';
import { OrgTree } from './org-tree';
import { TenantFields, TenantUsersPanel } from './tenant-detail-parts';

addMessages(tenantMessages);

/** The detail's frame before its tenant is in: the title, the way back, and what stands instead. */
function DetailFrame({ children }: { children: ReactNode }) {
  const t = useText();
  return (
    <PageFrame id="tenant-detail" title={t('tenant.detailTitle')} back={{ to: pageLink('tenant'), label: t('tenant.back') }}>
      {children}
    </PageFrame>
  );
}

/** The detail while it has no tenant to show: a bad id or an unknown tenant, the spinner, or the failure with a retry. */
function DetailPending({ id, state, onRetry }: { id: number | null; state: ReturnType<typeof useLoad>['state']; onRetry: () => void }) {
  const t = useText();
  if (id === null || (state.kind === 'error' && state.notFound)) {
    return (
      <DetailFrame>
        <Panel>
          <Text role="alert" color="fg.muted" py="8" textAlign="center">
            {id === null ? t('tenant.badId') : t('tenant.notFound')}
          </Text>
        </Panel>
      </DetailFrame>
    );
  }
  return <DetailFrame>{state.kind === 'error' ? <ErrorBlock {...loadFailure(t, state.message, onRetry, state.denied)} /> : <LoadingBlock />}</DetailFrame>;
}

/** #/common/iam/tenant/detail?id=…: the tenant's fields (编辑 with `iam_tenant_edit`, as on the list), its organisation tree and its users. */
export function TenantDetailPage() {
  const t = useText();
  const access = useAccessContext();
  const can = useCan();
  const [editing, setEditing] = useState<AdminTenant | null>(null);
  const [params] = useSearchParams();
  const id = routeIdOf(params.get('id'));
  const load = useLoad(id === null ? null : () => loadTenantDetail(id), [id]);
  const { state, value: detail } = load;

  if (id === null || state.kind !== 'ready' || !detail) return <DetailPending id={id} state={state} onRetry={load.reload} />;

  const { tenant, orgs, users, userTotal } = detail;
  return (
    <PageFrame
      id="tenant-detail"
      title={tenant.name}
      titleIsData
      description={t('tenant.detailTitle')}
      back={{ to: pageLink('tenant'), label: t('tenant.back') }}
      actions={
        can('tenantEdit') ? (
          <Button colorPalette="brand" aria-label={t('tenant.editOf', { name: tenant.name })} onClick={() => setEditing(tenant)}>
            {t('tenant.edit')}
          </Button>
        ) : null
      }
    >
      <TenantFields tenant={tenant} />
      <Flex gap="4" direction={{ base: 'column', '2xl': 'row' }} align="stretch">
        <Box flex={{ '2xl': '0 0 20rem' }} minW="0">
          <Panel title={t('tenant.orgs')}>
            <OrgTree orgs={orgs} label={t('tenant.orgTree', { name: tenant.name })} emptyText={t('tenant.orgsEmpty')} />
          </Panel>
        </Box>
        <Box flex="1" minW="0">
          <TenantUsersPanel tenant={tenant} users={users} userTotal={userTotal} canSeeAll={pageAccess('user', access) === 'allowed'} onRetry={load.reload} />
        </Box>
      </Flex>
      <EditTenantDialog
        tenant={editing}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          setEditing(null);
          load.setValue({ ...detail, tenant: saved });
        }}
      />
    </PageFrame>
  );
}
