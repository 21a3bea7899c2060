import { Badge, Flex, Text } from '@portal/ui';
import { isTrialOrder, type Expiry } from '@portal/contract';
import { useText } from '../use-text';

/** The goods name with the trial tag of a trial order (spec 4: order type '6'). */
export function GoodsName({ name, orderType }: { name: string; orderType: string }) {
  const t = useText();
  return (
    <Flex as="span" align="center" gap="2" wrap="wrap">
      <Text as="span" fontWeight="medium">
        {name}
      </Text>
      {isTrialOrder(orderType) && (
        <Badge bg="orange.700" color="white" size="sm" data-trial-tag>
          {t('cbp.goods.trialTag')}
        </Badge>
      )}
    </Flex>
  );
}

/** The expiry row (spec 4): long-term valid, the end date with 'expires', or nothing yet while provisioning. */
export function ExpiryText({ expiry }: { expiry: Expiry | null }) {
  const t = useText();
  if (!expiry)
    return (
      <Text as="span" color="fg.muted">
        {t('cbp.goods.notYet')}
      </Text>
    );
  return <span data-expiry>{expiry.kind === 'long-term' ? t('cbp.goods.longTerm') : t('cbp.goods.expires', { date: expiry.date })}</span>;
}
