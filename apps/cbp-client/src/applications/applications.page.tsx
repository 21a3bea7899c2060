import { useLocation } from 'react-router-dom';
import { Alert, Button, Text } from '@portal/ui';
import { languageAtom, useAtomValue, userInfoAtom } from '@portal/utils';
import { resourceApplicationStatus } from '@portal/contract';
import { APPLY_STATUSES, appliedForName, type ApplyRow } from '@portal/contract';
import {
  ConsoleLink,
  useConsoleNavigate,
  DataTable,
  type Column,
  FilterBar,
  SearchBox,
  SegmentedFilter,
  SelectFilter,
  formatTime,
  PageFrame,
  Panel,
  Pager,
  PAGE_SIZE,
  EmptyBlock,
  ErrorBlock,
  StatusTag,
  useListQuery,
  useResource,
} from '@portal/console';
import { useText } from '../use-text';
import { loadApplications, loadDeveloperApplyState } from './applications.api';
import { APPLY_KINDS, APPLY_STATUS_TABS, applyKindKey, applyQuery } from './applications.rules';

export const APPLICATIONS_PATH = '/project/application';

/**
 * Resource applications (#/cbp/client/project/application, the overview's 'more' and the
 * profile's 成为开发者): every application of the tenant, by status, type or keyword, 20 a page,
 * with the become-developer entry while the user may still ask for it.
 */
export function ApplicationsPage() {
  const t = useText();
  const list = useListQuery();
  const isClient = useAtomValue(userInfoAtom)?.userType === 'CLIENT_USER';
  const language = useAtomValue(languageAtom);
  const location = useLocation();
  const status = list.oneOf('status', APPLY_STATUSES);
  const kind = list.oneOf('kind', APPLY_KINDS);
  const keyword = list.text('keyword');
  const [resource, reload] = useResource(() => loadApplications(applyQuery({ status, kind, keyword, page: list.page })), [status, kind, keyword, list.page]);
  const { created, kind: createdKind } = (location.state as { created?: string; kind?: string } | null) ?? {};
  const navigate = useConsoleNavigate();

  const rows = resource.state === 'ready' ? resource.data.data : resource.state === 'loading' ? (resource.previous?.data ?? null) : null;
  const total = resource.state === 'ready' ? resource.data.total : resource.state === 'loading' ? (resource.previous?.total ?? 0) : 0;
  const filtered = status !== null || kind !== null || keyword !== '';

  const columns: Column<ApplyRow>[] = [
    {
      key: 'id',
      header: t('cbp.apply.number'),
      nowrap: true,
      cell: (row) => (
        <ConsoleLink to={`${APPLICATIONS_PATH}/detail/${encodeURIComponent(row.id)}`} state={{ back: list.here }}>
          {row.id}
        </ConsoleLink>
      ),
    },
    { key: 'service', header: t('cbp.apply.service'), minW: '12rem', cell: (row) => appliedForName(row, language) },
    { key: 'kind', header: t('cbp.apply.kind'), nowrap: true, cell: (row) => t(applyKindKey(row.kind)) },
    { key: 'applicant', header: t('cbp.apply.applicant'), nowrap: true, cell: (row) => row.applicantName },
    { key: 'date', header: t('cbp.apply.date'), nowrap: true, cell: (row) => formatTime(row.createTime) },
    { key: 'status', header: t('cbp.apply.status'), nowrap: true, cell: (row) => <StatusTag status={resourceApplicationStatus(row.status)} /> },
    {
      key: 'actions',
      header: t('console.actions'),
      nowrap: true,
      cell: (row) => (
        <ConsoleLink
          to={`${APPLICATIONS_PATH}/detail/${encodeURIComponent(row.id)}`}
          state={{ back: list.here }}
          label={t('console.detailOf', { name: row.id })}
        >
          {t('console.detail')}
        </ConsoleLink>
      ),
    },
  ];

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
      {created && (
        <Alert.Root status="success" mb="4" role="status" data-created={created}>
          <Alert.Indicator />
          <Alert.Title>{t(createdKind === 'RESOURCE' ? 'cbp.resource.created' : 'cbp.apply.created', { id: created })}</Alert.Title>
        </Alert.Root>
      )}
      <DeveloperEntry />
      <Panel>
        <FilterBar>
          <SegmentedFilter
            label={t('cbp.apply.statusFilter')}
            value={status}
            onChange={(value) => list.set('status', value)}
            choices={[
              { value: null, label: t('console.all') },
              ...APPLY_STATUS_TABS.map((value) => ({ value, label: t(`console.${resourceApplicationStatus(value).key}`) })),
            ]}
          />
          <SelectFilter
            label={t('cbp.apply.kind')}
            hideLabel
            value={kind}
            onChange={(value) => list.set('kind', value)}
            choices={[{ value: null, label: t('cbp.apply.kind.all') }, ...APPLY_KINDS.map((value) => ({ value, label: t(applyKindKey(value)) }))]}
          />
          <SearchBox
            label={t('cbp.apply.keyword')}
            placeholder={t('cbp.apply.keywordHint')}
            applied={keyword}
            onSearch={(value) => list.set('keyword', value)}
          />
        </FilterBar>
        {resource.state === 'error' ? (
          <ErrorBlock message={resource.message} denied={resource.denied} onRetry={reload} />
        ) : (
          <>
            <DataTable
              caption={t('cbp.apply.title')}
              columns={columns}
              rows={rows}
              rowKey={(row) => row.id}
              loading={resource.state === 'loading'}
              rowProps={(row) => ({ 'data-apply': row.id, 'data-status': row.status })}
              empty={filtered ? <EmptyBlock title={t('console.emptyFiltered')} /> : <EmptyBlock title={t('cbp.apply.empty')} />}
            />
            <Pager page={list.page} total={total} pageSize={PAGE_SIZE} onPage={(page) => list.set('page', page)} disabled={resource.state === 'loading'} />
          </>
        )}
      </Panel>
    </PageFrame>
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
        <ConsoleLink to={`${APPLICATIONS_PATH}/detail/${encodeURIComponent(pendingId)}`}>{t('cbp.developer.viewPending')}</ConsoleLink>
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
