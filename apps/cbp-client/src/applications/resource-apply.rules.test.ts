import { checkDraft, emptyDraft, withType } from './resource-apply.rules';

describe('the resource application form', () => {
  test('starts on the first type and its first specification', () => {
    expect(emptyDraft()).toEqual({ resourceType: 'ECS', specCode: 'ECS-2C4G', quantity: '1', periodType: '0', periodNumber: '12', reason: '' });
  });

  test('another type takes its own first specification', () => {
    expect(withType(emptyDraft(), 'OSS')).toMatchObject({ resourceType: 'OSS', specCode: 'OSS-500G' });
  });

  test.each([
    [{}, null],
    [{ quantity: ' 3 ' }, null],
    [{ quantity: '' }, ['quantity', 'The quantity must be a whole number from 1 to 100']],
    [{ quantity: '2.5' }, ['quantity', 'The quantity must be a whole number from 1 to 100']],
    [{ quantity: '101' }, ['quantity', 'The quantity must be a whole number from 1 to 100']],
    [{ periodType: '1' as const, periodNumber: '6' }, ['periodNumber', 'The period must be 1 to 36 months or 1 to 5 years']],
    [{ periodNumber: '0' }, ['periodNumber', 'The period must be 1 to 36 months or 1 to 5 years']],
    [{ specCode: 'OSS-1T' }, ['specCode', 'Choose a specification of this resource type']],
    [{ reason: 'x'.repeat(201) }, ['reason', 'The reason may not exceed 200 characters']],
  ])('%j → %j', (change, expected) => {
    const checked = checkDraft({ ...emptyDraft(), ...change }, 'en-US');
    if (expected === null) expect(checked.ok).toBe(true);
    else expect(checked).toEqual({ ok: false, field: expected[0], message: expected[1] });
  });

  test('sends numbers, and no reason when none was typed', () => {
    expect(checkDraft({ ...emptyDraft(), quantity: '2', reason: '  ' }, 'zh-CN')).toEqual({
      ok: true,
      body: { resourceType: 'ECS', specCode: 'ECS-2C4G', quantity: 2, periodType: '0', periodNumber: 12, reason: null },
    });
    expect(checkDraft({ ...emptyDraft(), quantity: '0' }, 'zh-CN')).toMatchObject({ message: '数量须为 1 到 100 的整数' });
  });
});
