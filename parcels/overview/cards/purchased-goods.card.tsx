import { Badge, Flex, Stack, Text } from '@portal/ui';
import { colon, languageAtom, localName, useAtomValue } from '@portal/utils/internal';
import { OVERVIEW_LIMITS, takeFirst } from '../overview.rules';
import { billingPeriodKey, expiryOf, isTrialOrder, purchasedInstanceStatus, showsExpiry } from '../../../contract/cbp-status.rules';
import type { PurchasedInstance } from '../../../contract/cbp';
import { OverviewCard } from '../overview-card';
import { loadPurchasedGoods } from '../overview.api';
import { StatusBadge } from '../status-badge';
import { useResource } from '../use-resource';
import { useText } from '../use-text';

const PURCHASED_GOODS_PATH = '/cbp/client/application/app-service/goods?menu_code=cbp_user_purchase_goods';

export function PurchasedGoodsCard() {
  const t = useText();
  const [resource, reload] = useResource(async () => takeFirst(await loadPurchasedGoods(), OVERVIEW_LIMITS.purchasedGoods).shown, []);
  return (
    <OverviewCard
      id="purchased-goods"
      title={t('overview.goods.title')}
      resource={resource}
      isEmpty={(rows) => rows.length === 0}
      onRetry={reload}
      morePath={PURCHASED_GOODS_PATH}
    >
      {(rows) => (
        <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
          {rows.map((row, index) => (
            <PurchasedGoodsRow key={String(row.instanceCode ?? index)} row={row} />
          ))}
        </Stack>
      )}
    </OverviewCard>
  );
}

/** One purchased instance: name, trial tag and status; category, provider, spec and billing; when it expires. */
function PurchasedGoodsRow({ row }: { row: PurchasedInstance }) {
  const t = useText();
  const language = useAtomValue(languageAtom);
  const expiry = expiryOf(row.periodType, row.endEffectDay);
  const billing = billingPeriodKey(row.periodType);
  const sku = [localName(row.basicSkuName, row.basicSkuNameEn, language), row.defineSkuName && localName(row.defineSkuName, row.defineSkuNameEn, language)]
    .filter(Boolean)
    .join(' / ');
  return (
    <Stack as="li" gap="1" borderBottomWidth="1px" borderColor="gray.100" pb="2" data-goods>
      <Flex align="center" gap="2" wrap="wrap">
        <Text fontWeight="semibold" truncate>
          {localName(row.goodsName, row.goodsNameEn, language)}
        </Text>
        {isTrialOrder(row.orderType) && (
          <Badge bg="orange.700" color="white" data-trial-tag>
            {t('overview.goods.trialTag')}
          </Badge>
        )}
        <StatusBadge status={purchasedInstanceStatus(row.instanceStatus)} />
      </Flex>
      <Text fontSize="xs" color="fg.muted">
        {[localName(row.categoryName, row.categoryNameEn, language), localName(row.serviceProvideName, row.serviceProvideNameEn, language)]
          .filter(Boolean)
          .join(' · ')}
        {sku ? ` · ${colon(t('overview.goods.spec'), sku)}` : ''}
        {billing ? ` · ${row.periodNumber ? `${String(row.periodNumber)} ` : ''}${t(billing)}` : ''}
      </Text>
      {showsExpiry(row.instanceStatus) && (
        <Text fontSize="xs" color="fg.muted" data-expiry>
          {expiry.kind === 'long-term' ? t('overview.goods.longTerm') : t('overview.goods.expires', { date: expiry.date })}
        </Text>
      )}
    </Stack>
  );
}
