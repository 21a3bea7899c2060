import { billingPeriodKey, expiryOf, showsExpiry, type Expiry } from '@portal/utils';
import type { GoodsPageBody } from '@portal/contract';
import { PAGE_SIZE } from '@portal/console';

/** The purchased goods list's menu code (spec 2: the overview's 'more' link). */
export const GOODS_MENU_CODE = 'cbp_user_purchase_goods';

/** Instance status tabs (spec 4): 1 on trial, 2 being provisioned, 3 activated. */
export const GOODS_STATUS_TABS = [1, 2, 3] as const;

export function goodsQuery(filters: { instanceStatus: (typeof GOODS_STATUS_TABS)[number] | null; goodsName: string; page: number }): GoodsPageBody {
  const goodsName = filters.goodsName.trim();
  return {
    ...(filters.instanceStatus === null ? {} : { instanceStatus: filters.instanceStatus }),
    ...(goodsName ? { goodsName } : {}),
    pageNum: filters.page,
    pageSize: PAGE_SIZE,
  };
}

const durationKeys: Record<string, string> = {
  '0': 'cbp.goods.unit.months',
  '1': 'cbp.goods.unit.years',
  '3': 'cbp.goods.unit.uses',
  '4': 'cbp.goods.unit.days',
};

/**
 * How an instance is billed and for how long, and what its expiry row says (spec 4, via the
 * overview's rules): the billing label of the period type, the bought term (periodNumber of that
 * unit), and no expiry while it is being provisioned (status 2).
 */
export function goodsTerms(row: { instanceStatus: unknown; periodType: unknown; periodNumber: unknown; endEffectDay: unknown }): {
  billingKey: string | null;
  duration: { key: string; count: number } | null;
  expiry: Expiry | null;
} {
  const count = Number(row.periodNumber);
  const unit = durationKeys[String(row.periodType)];
  return {
    billingKey: billingPeriodKey(row.periodType),
    duration: unit && Number.isInteger(count) && count > 0 ? { key: unit, count } : null,
    expiry: showsExpiry(row.instanceStatus) ? expiryOf(row.periodType, row.endEffectDay) : null,
  };
}
