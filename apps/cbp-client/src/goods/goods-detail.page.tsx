import { useLocation, useParams } from 'react-router-dom';
import { languageAtom, useAtomValue } from '@portal/utils';
import { isTrialOrder, purchasedInstanceStatus } from '@portal/contract';
import {
  DetailList,
  type DetailItem,
  formatTime,
  routeIdOf,
  PageFrame,
  Panel,
  EmptyBlock,
  ErrorBlock,
  LoadingBlock,
  StatusTag,
  useResource,
} from '@portal/console';
import { useText } from '../use-text';
import { loadGoodsInstance } from './goods.api';
import { ExpiryText, GoodsName } from './goods-parts';
import { GOODS_PATH } from './goods.page';
import { goodsTerms, localGoods } from './goods.rules';

/** One purchased goods instance (#/cbp/client/application/app-service/goods/detail/:id). */
export function GoodsDetailPage() {
  const t = useText();
  const { id = '' } = useParams();
  const back = (useLocation().state as { back?: string } | null)?.back ?? GOODS_PATH;
  const numeric = routeIdOf(id);
  const [resource, reload] = useResource(() => (numeric === null ? Promise.reject(new Error(t('cbp.goods.notFound'))) : loadGoodsInstance(numeric)), [numeric]);
  const language = useAtomValue(languageAtom);
  const detail = resource.state === 'ready' ? localGoods(resource.data, language) : null;
  const crumbs = [{ label: t('cbp.area') }, { label: t('cbp.goods.title'), to: back }, { label: t('cbp.goods.detail') }];

  let basic: DetailItem[] = [];
  let billing: DetailItem[] = [];
  if (detail) {
    const terms = goodsTerms(detail);
    basic = [
      { label: t('cbp.goods.name'), value: <GoodsName name={detail.goodsName} orderType={detail.orderType} />, field: 'name' },
      { label: t('cbp.goods.status'), value: <StatusTag status={purchasedInstanceStatus(detail.instanceStatus)} />, field: 'status' },
      { label: t('cbp.goods.code'), value: detail.instanceCode, field: 'code' },
      { label: t('cbp.goods.category'), value: detail.categoryName, field: 'category' },
      { label: t('cbp.goods.provider'), value: detail.serviceProvideName, field: 'provider' },
      { label: t('cbp.goods.tenant'), value: detail.tenantName, field: 'tenant' },
      { label: t('cbp.goods.spec'), value: [detail.basicSkuName, detail.defineSkuName].filter(Boolean).join(' / '), field: 'spec' },
      { label: t('cbp.goods.created'), value: formatTime(detail.createTime), field: 'created' },
    ];
    billing = [
      {
        label: t('cbp.goods.orderType'),
        value: isTrialOrder(detail.orderType) ? t('cbp.goods.order.trial') : t('cbp.goods.order.purchase'),
        field: 'orderType',
      },
      { label: t('cbp.goods.billing'), value: terms.billingKey ? t(`console.${terms.billingKey}`) : '', field: 'billing' },
      { label: t('cbp.goods.duration'), value: terms.duration ? t(terms.duration.key, { count: terms.duration.count }) : '', field: 'duration' },
      // Spec 4: no expiry row while the instance is being provisioned (status 2).
      ...(terms.expiry ? [{ label: t('cbp.goods.expiry'), value: <ExpiryText expiry={terms.expiry} />, field: 'expiry' }] : []),
    ];
  }

  return (
    <PageFrame id="cbp-goods-detail" title={detail ? detail.goodsName : t('cbp.goods.detail')} crumbs={crumbs} back={{ to: back }}>
      {resource.state === 'loading' && <LoadingBlock />}
      {resource.state === 'error' &&
        (numeric === null ? <EmptyBlock title={t(resource.message)} /> : <ErrorBlock message={resource.message} denied={resource.denied} onRetry={reload} />)}
      {detail && (
        <>
          <Panel title={t('cbp.goods.basic')} id="goods-basic" actions={<StatusTag status={purchasedInstanceStatus(detail.instanceStatus)} size="md" />}>
            <DetailList items={basic} />
          </Panel>
          <Panel title={t('cbp.goods.billingInfo')} id="goods-billing">
            <DetailList items={billing} />
          </Panel>
        </>
      )}
    </PageFrame>
  );
}
