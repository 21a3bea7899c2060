import { Text } from '@portal/ui';
import { languageAtom, useAtomValue } from '@portal/utils';
import { purchasedInstanceStatus } from '@portal/contract';
import type { GoodsInstance } from '@portal/contract';
import {
  ConsoleLink,
  DataTable,
  type Column,
  FilterBar,
  SearchBox,
  SegmentedFilter,
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
import { loadGoods } from './goods.api';
import { ExpiryText, GoodsName } from './goods-parts';
import { GOODS_STATUS_TABS, goodsQuery, goodsTerms, localGoods } from './goods.rules';

export const GOODS_PATH = '/application/app-service/goods';

/** Purchased goods (#/cbp/client/application/app-service/goods, the overview's 'more'): every instance, 20 a page. */
export function GoodsPage() {
  const t = useText();
  const list = useListQuery();
  const instanceStatus = list.oneOf('status', GOODS_STATUS_TABS);
  const goodsName = list.text('keyword');
  const [resource, reload] = useResource(() => loadGoods(goodsQuery({ instanceStatus, goodsName, page: list.page })), [instanceStatus, goodsName, list.page]);
  const language = useAtomValue(languageAtom);
  const loaded = resource.state === 'ready' ? resource.data.data : resource.state === 'loading' ? (resource.previous?.data ?? null) : null;
  const rows = loaded && loaded.map((row) => localGoods(row, language));
  const total = resource.state === 'ready' ? resource.data.total : resource.state === 'loading' ? (resource.previous?.total ?? 0) : 0;
  const filtered = instanceStatus !== null || goodsName !== '';
  const detailOf = (row: GoodsInstance) => `${GOODS_PATH}/detail/${row.id}`;

  const columns: Column<GoodsInstance>[] = [
    { key: 'name', header: t('cbp.goods.name'), minW: '12rem', cell: (row) => <GoodsName name={row.goodsName} orderType={row.orderType} /> },
    { key: 'code', header: t('cbp.goods.code'), nowrap: true, cell: (row) => row.instanceCode },
    {
      key: 'source',
      header: `${t('cbp.goods.category')} / ${t('cbp.goods.provider')}`,
      minW: '9rem',
      cell: (row) => (
        <>
          <Text as="span" display="block">
            {row.categoryName}
          </Text>
          <Text as="span" display="block" fontSize="xs" color="fg.muted">
            {row.serviceProvideName}
          </Text>
        </>
      ),
    },
    {
      key: 'billing',
      header: t('cbp.goods.billing'),
      nowrap: true,
      cell: (row) => {
        const terms = goodsTerms(row);
        return [terms.billingKey && t(`console.${terms.billingKey}`), terms.duration && t(terms.duration.key, { count: terms.duration.count })]
          .filter(Boolean)
          .join(' · ');
      },
    },
    { key: 'expiry', header: t('cbp.goods.expiry'), nowrap: true, cell: (row) => <ExpiryText expiry={goodsTerms(row).expiry} /> },
    { key: 'status', header: t('cbp.goods.status'), nowrap: true, cell: (row) => <StatusTag status={purchasedInstanceStatus(row.instanceStatus)} /> },
    { key: 'created', header: t('cbp.goods.created'), nowrap: true, cell: (row) => formatTime(row.createTime) },
    {
      key: 'actions',
      header: t('console.actions'),
      nowrap: true,
      cell: (row) => (
        <ConsoleLink to={detailOf(row)} state={{ back: list.here }} label={t('console.detailOf', { name: row.goodsName })}>
          {t('console.detail')}
        </ConsoleLink>
      ),
    },
  ];

  return (
    <PageFrame
      id="cbp-goods"
      title={t('cbp.goods.title')}
      description={t('cbp.goods.description')}
      crumbs={[{ label: t('cbp.area') }, { label: t('cbp.orders') }, { label: t('cbp.goods.title') }]}
    >
      <Panel>
        <FilterBar>
          <SegmentedFilter
            label={t('cbp.goods.statusFilter')}
            value={instanceStatus}
            onChange={(value) => list.set('status', value)}
            choices={[
              { value: null, label: t('console.all') },
              ...GOODS_STATUS_TABS.map((value) => ({ value, label: t(`console.${purchasedInstanceStatus(value).key}`) })),
            ]}
          />
          <SearchBox label={t('cbp.goods.keyword')} applied={goodsName} onSearch={(value) => list.set('keyword', value)} />
        </FilterBar>
        {resource.state === 'error' ? (
          <ErrorBlock message={resource.message} denied={resource.denied} onRetry={reload} />
        ) : (
          <>
            <DataTable
              caption={t('cbp.goods.title')}
              columns={columns}
              rows={rows}
              rowKey={(row) => row.id}
              loading={resource.state === 'loading'}
              minW="58rem"
              rowProps={(row) => ({ 'data-goods': row.instanceCode, 'data-status': row.instanceStatus })}
              empty={filtered ? <EmptyBlock title={t('console.emptyFiltered')} /> : <EmptyBlock title={t('cbp.goods.empty')} />}
            />
            <Pager page={list.page} total={total} pageSize={PAGE_SIZE} onPage={(page) => list.set('page', page)} disabled={resource.state === 'loading'} />
          </>
        )}
      </Panel>
    </PageFrame>
  );
}
