import { useLocation } from 'react-router-dom';
import { Alert, Button, Text } from '@portal/ui';
import { useAtomValue, userInfoAtom } from '@portal/utils';
import { resourceApplicationStatus } from '@portal/contract';
import { APPLY_STATUSES } from '@portal/contract';
import {
  ConsoleLink,
  useConsoleNavigate,
  SelectFilter,
  PageFrame,
  Panel,
  PagedTable,
  StatusKeywordFilters,
  useListQuery,
  usePagedList,
  useResource,
} from '@portal/console';
import { useText } from '../use-text';
import { loadApplications, loadDeveloperApplyState } from './applications.api';
import { useApplicationColumns } from './applications-columns';
import { APPLY_KINDS, APPLY_STATUS_TABS, applyKindKey } from './applications.rules';

export const APPLICATIONS_PATH = '/project/application';

export const applicationDetailPath = (id: string) => `${APPLICATIONS_PATH}/detail/${encodeURIComponent(id)}`;

/**
 * Resource applications (#/cbp/client/project/application, the overview's 'more' and the
 * profile's 成为开发者): every application of the tenant, by status, type or keyword, 20 a page,
 * with the become-developer entry while the user may still ask for it.
 */
export function ApplicationsPage() {
  const t = useText();
  const list = useListQuery();
  const isClient = useAtomValue(userInfoAtom)?.userType === 'CLIENT_USER';
  const status = list.oneOf('status', APPLY_STATUSES);
  const kind = list.oneOf('kind', APPLY_KINDS);
  const keyword = list.text('keyword');
  const paged = usePagedList(list, { status, kind, keyword }, loadApplications);
  const navigate = useConsoleNavigate();
  const columns = useApplicationColumns((row) => applicationDetailPath(row.id), list.here);

  return (
    <PageFrame
      id="cbp-applications"
      title={t('cbp.apply.title')}
      description={t('cbp.apply.description')}
      crumbs={[{ label: t('cbp.area') }, { label: t('cbp.orders') }, { label: t('cbp.apply.title') }]}
      actions={
        isClient && (
          <Button size="sm" colorPalette="brand" onClick={() => navigate(`${APPLICATIONS_PATH}/resource`)} data-action="apply-resource">
            {t('cbp.resource.apply')}
          </Button>
        )
      }
    >
      <CreatedNotice />
      <DeveloperEntry />
      <Panel>
        <StatusKeywordFilters
          list={list}
          tabs={{ label: t('cbp.apply.statusFilter'), tabs: APPLY_STATUS_TABS, status: resourceApplicationStatus, value: status }}
          search={{ label: t('cbp.apply.keyword'), placeholder: t('cbp.apply.keywordHint'), applied: keyword }}
        >
          <SelectFilter
            label={t('cbp.apply.kind')}
            hideLabel
            value={kind}
            onChange={(value) => list.set('kind', value)}
            choices={[{ value: null, label: t('cbp.apply.kind.all') }, ...APPLY_KINDS.map((value) => ({ value, label: t(applyKindKey(value)) }))]}
          />
        </StatusKeywordFilters>
        <PagedTable
          {...paged}
          caption={t('cbp.apply.title')}
          columns={columns}
          rowKey={(row) => row.id}
          rowProps={(row) => ({ 'data-apply': row.id, 'data-status': row.status })}
          emptyTitle={t('cbp.apply.empty')}
        />
      </Panel>
    </PageFrame>
  );
}

/** The banner after an application was sent (the apply pages come back here with its number in the route's state). */
function CreatedNotice() {
  const t = useText();
  const location = useLocation();
  const { created, kind } = (location.state as { created?: string; kind?: string } | null) ?? {};
  if (!created) return null;
  return (
    <Alert.Root status="success" mb="4" role="status" data-created={created}>
      <Alert.Indicator />
      <Alert.Title>{t(kind === 'RESOURCE' ? 'cbp.resource.created' : 'cbp.apply.created', { id: created })}</Alert.Title>
    </Alert.Root>
  );
}

/** 成为开发者 (spec 2, 6): offered while the server says the user may ask; a pending request is shown instead. */
function DeveloperEntry() {
  const t = useText();
  const navigate = useConsoleNavigate();
  const [state] = useResource(loadDeveloperApplyState, []);
  if (state.state !== 'ready') return null;
  const { canApply, pendingId } = state.data;
  if (pendingId) {
    return (
      <Alert.Root status="info" mb="4" alignItems="center" data-developer="pending">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('cbp.developer.pending', { id: pendingId })}</Alert.Title>
        </Alert.Content>
        <ConsoleLink to={applicationDetailPath(pendingId)}>{t('cbp.developer.viewPending')}</ConsoleLink>
      </Alert.Root>
    );
  }
  if (!canApply) return null;
  return (
    <Alert.Root status="info" variant="surface" mb="4" alignItems="center" flexWrap="wrap" gap="3" data-developer="offer">
      <Alert.Indicator />
      <Alert.Content flex="1 1 16rem">
        <Alert.Title>{t('cbp.developer.title')}</Alert.Title>
        <Alert.Description>
          <Text as="span" fontSize="sm">
            {t('cbp.developer.pitch')}
          </Text>
        </Alert.Description>
      </Alert.Content>
      <Button size="sm" colorPalette="brand" onClick={() => navigate(`${APPLICATIONS_PATH}/developer`)}>
        {t('cbp.developer.apply')}
      </Button>
    </Alert.Root>
  );
}
