import { goodsTerms, localGoods } from './goods.rules';

describe('billing, term and expiry of an instance (spec 4)', () => {
  test.each([
    [
      'activated, monthly for 3',
      { instanceStatus: 3, periodType: '0', periodNumber: 3, endEffectDay: '2027-02-01' },
      { billingKey: 'overview.billing.monthly', duration: { key: 'cbp.goods.unit.months', count: 3 }, expiry: { kind: 'expires', date: '2027-02-01' } },
    ],
    [
      'on trial, yearly',
      { instanceStatus: 1, periodType: '1', periodNumber: 1, endEffectDay: '2026-12-31' },
      { billingKey: 'overview.billing.yearly', duration: { key: 'cbp.goods.unit.years', count: 1 }, expiry: { kind: 'expires', date: '2026-12-31' } },
    ],
    [
      'per use is long-term valid',
      { instanceStatus: 3, periodType: '3', periodNumber: 100, endEffectDay: null },
      { billingKey: 'overview.billing.perUse', duration: { key: 'cbp.goods.unit.uses', count: 100 }, expiry: { kind: 'long-term' } },
    ],
    [
      'daily',
      { instanceStatus: 3, periodType: '4', periodNumber: 7, endEffectDay: '2026-12-01' },
      { billingKey: 'overview.billing.daily', duration: { key: 'cbp.goods.unit.days', count: 7 }, expiry: { kind: 'expires', date: '2026-12-01' } },
    ],
    [
      'being provisioned hides the expiry',
      { instanceStatus: 2, periodType: '1', periodNumber: 1, endEffectDay: '2027-11-01' },
      { billingKey: 'overview.billing.yearly', duration: { key: 'cbp.goods.unit.years', count: 1 }, expiry: null },
    ],
    [
      'an unlisted period type has no label or term',
      { instanceStatus: 3, periodType: '9', periodNumber: 2, endEffectDay: '2027-01-01' },
      { billingKey: null, duration: null, expiry: { kind: 'expires', date: '2027-01-01' } },
    ],
    [
      'no term without a count',
      { instanceStatus: 3, periodType: '0', periodNumber: 0, endEffectDay: '2027-01-01' },
      { billingKey: 'overview.billing.monthly', duration: null, expiry: { kind: 'expires', date: '2027-01-01' } },
    ],
  ])('%s', (_name, row, terms) => {
    expect(goodsTerms(row)).toEqual(terms);
  });
});

describe('a good in the reader’s language', () => {
  const row = {
    goodsName: '云主机 ECS',
    goodsNameEn: 'Cloud server ECS',
    categoryName: '计算',
    categoryNameEn: 'Compute',
    serviceProvideName: '自建',
    serviceProvideNameEn: null,
    basicSkuName: '4核8G',
    basicSkuNameEn: '4 vCPU, 8 GB',
    defineSkuName: null,
    defineSkuNameEn: null,
  };

  test('en-US takes the English beside each text, else the one text there is', () => {
    expect(localGoods(row, 'en-US')).toEqual({ ...row, goodsName: 'Cloud server ECS', categoryName: 'Compute', basicSkuName: '4 vCPU, 8 GB' });
  });

  test('zh-CN keeps the Chinese', () => {
    expect(localGoods(row, 'zh-CN')).toEqual(row);
  });
});
