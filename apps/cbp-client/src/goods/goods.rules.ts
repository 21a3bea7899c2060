import { type Language } from '@portal/utils';
import { localName } from '@portal/contract';
import { billingPeriodKey, expiryOf, showsExpiry, type Expiry } from '@portal/contract';
import type { GoodsInstance } from '@portal/contract';

/** Instance status tabs (spec 4): 1 on trial, 2 being provisioned, 3 activated. */
export const GOODS_STATUS_TABS = [1, 2, 3] as const;

type GoodsTexts = Pick<
  GoodsInstance,
  | 'goodsName'
  | 'goodsNameEn'
  | 'categoryName'
  | 'categoryNameEn'
  | 'serviceProvideName'
  | 'serviceProvideNameEn'
  | 'basicSkuName'
  | 'basicSkuNameEn'
  | 'defineSkuName'
  | 'defineSkuNameEn'
>;

/**
 * A purchased good with its texts in `language` (ADR 016): the English beside each where the
 * platform gave one, else the one text there is.
 */
export function localGoods<T extends GoodsTexts>(row: T, language: Language): T {
  return {
    ...row,
    goodsName: localName(row.goodsName, row.goodsNameEn, language),
    categoryName: localName(row.categoryName, row.categoryNameEn, language),
    serviceProvideName: localName(row.serviceProvideName, row.serviceProvideNameEn, language),
    basicSkuName: localName(row.basicSkuName, row.basicSkuNameEn, language),
    defineSkuName: row.defineSkuName === null ? null : localName(row.defineSkuName, row.defineSkuNameEn, language),
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
