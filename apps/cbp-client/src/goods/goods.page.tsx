import { languageAtom, useAtomValue } from '@portal/utils';
import { purchasedInstanceStatus } from '@portal/contract';
import type { GoodsInstance } from '@portal/contract';
import { PageFrame, Panel, PagedTable, StatusKeywordFilters, useListQuery, usePagedList } from '@portal/console';
import { useText } from '../use-text';
import { loadGoods } from './goods.api';
import { useGoodsColumns } from './goods-columns';
import { GOODS_STATUS_TABS, localGoods } from './goods.rules';

export const GOODS_PATH = '/application/app-service/goods';

/** Purchased goods (#/cbp/client/application/app-service/goods, the overview's 'more'): every instance, 20 a page. */
export function GoodsPage() {
  const t = useText();
  const list = useListQuery();
  const instanceStatus = list.oneOf('status', GOODS_STATUS_TABS);
  const goodsName = list.text('keyword');
  const paged = usePagedList(list, { instanceStatus, goodsName }, loadGoods);
  const language = useAtomValue(languageAtom);
  const columns = useGoodsColumns((row) => `${GOODS_PATH}/detail/${row.id}`, list.here);

  return (
    <PageFrame
      id="cbp-goods"
      title={t('cbp.goods.title')}
      description={t('cbp.goods.description')}
      crumbs={[{ label: t('cbp.area') }, { label: t('cbp.orders') }, { label: t('cbp.goods.title') }]}
    >
      <Panel>
        <StatusKeywordFilters
          list={list}
          tabs={{ label: t('cbp.goods.statusFilter'), tabs: GOODS_STATUS_TABS, status: purchasedInstanceStatus, value: instanceStatus }}
          search={{ label: t('cbp.goods.keyword'), applied: goodsName }}
        />
        <PagedTable
          {...paged}
          localize={(row: GoodsInstance) => localGoods(row, language)}
          caption={t('cbp.goods.title')}
          columns={columns}
          rowKey={(row) => row.id}
          minW="58rem"
          rowProps={(row) => ({ 'data-goods': row.instanceCode, 'data-status': row.instanceStatus })}
          emptyTitle={t('cbp.goods.empty')}
        />
      </Panel>
    </PageFrame>
  );
}
