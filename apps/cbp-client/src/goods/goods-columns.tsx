import { Text } from '@portal/ui';
import { purchasedInstanceStatus } from '@portal/contract';
import type { GoodsInstance } from '@portal/contract';
import { formatTime, StatusTag, useDetailColumns, type Column } from '@portal/console';
import { useText } from '../use-text';
import { ExpiryText, GoodsName } from './goods-parts';
import { goodsTerms } from './goods.rules';

/** The purchased goods table's columns; a row's details open at `detailOf(row)` and lead back to `back`. */
export function useGoodsColumns(detailOf: (row: GoodsInstance) => string, back: string): Column<GoodsInstance>[] {
  const t = useText();
  const links = useDetailColumns(detailOf, back);
  const billing = (row: GoodsInstance) => {
    const terms = goodsTerms(row);
    return [terms.billingKey && t(`console.${terms.billingKey}`), terms.duration && t(terms.duration.key, { count: terms.duration.count })]
      .filter(Boolean)
      .join(' · ');
  };
  return [
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
    { key: 'billing', header: t('cbp.goods.billing'), nowrap: true, cell: billing },
    { key: 'expiry', header: t('cbp.goods.expiry'), nowrap: true, cell: (row) => <ExpiryText expiry={goodsTerms(row).expiry} /> },
    { key: 'status', header: t('cbp.goods.status'), nowrap: true, cell: (row) => <StatusTag status={purchasedInstanceStatus(row.instanceStatus)} /> },
    { key: 'created', header: t('cbp.goods.created'), nowrap: true, cell: (row) => formatTime(row.createTime) },
    links.details((row) => row.goodsName),
  ];
}
