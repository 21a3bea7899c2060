import { resourceApplicationStatus } from '@portal/contract';
import { APPLY_STATUS_TABS, applyKindKey, developerReason } from './applications.rules';

describe('the resource application list (spec 3, 4)', () => {
  test('every status tab has its own label and icon from the overview rule', () => {
    const labels = APPLY_STATUS_TABS.map((status) => resourceApplicationStatus(status));
    expect(labels.map((label) => label.key)).toEqual([
      'overview.apply.pending',
      'overview.apply.reviewing',
      'overview.apply.completed',
      'overview.apply.rejected',
      'overview.apply.terminated',
    ]);
    expect(new Set(labels.map((label) => label.icon)).size).toBe(5);
  });

  test.each([
    ['DEVELOPER', 'cbp.apply.kind.developer'],
    ['RESOURCE', 'cbp.apply.kind.resource'],
    ['other', 'cbp.apply.kind.resource'],
  ])('kind %s reads %s', (kind, key) => {
    expect(applyKindKey(kind)).toBe(key);
  });
});

describe('the become-developer reason', () => {
  test.each([
    ['', { ok: true, reason: '' }],
    ['  想发布工业应用  ', { ok: true, reason: '想发布工业应用' }],
    ['字'.repeat(200), { ok: true, reason: '字'.repeat(200) }],
    ['字'.repeat(201), { ok: false, problem: 'cbp.developer.reasonTooLong' }],
    ['😀'.repeat(200), { ok: true, reason: '😀'.repeat(200) }],
  ])('%p gives %p', (typed, result) => {
    expect(developerReason(typed)).toEqual(result);
  });
});
