import { actionsFor, appliedForName, nextStatus, periodEndDay, resourceApplyProblem, resourceServiceName, type ReviewAction } from './cbp-review.rules';

describe('the review state machine', () => {
  test.each<[number, ReviewAction, number | null]>([
    [1, 'approve', 6],
    [1, 'reject', 3],
    [1, 'complete', null],
    [6, 'complete', 2],
    [6, 'reject', 3],
    [6, 'approve', null],
    [2, 'approve', null],
    [2, 'reject', null],
    [3, 'approve', null],
    [3, 'complete', null],
    [5, 'approve', null],
    [5, 'reject', null],
  ])('from %i, %s leads to %p', (status, action, to) => {
    expect(nextStatus(status, action)).toBe(to);
  });

  test.each([
    [1, ['approve', 'reject']],
    [6, ['complete', 'reject']],
    [2, []],
    [3, []],
    [5, []],
  ])('status %i offers %j', (status, actions) => {
    expect(actionsFor(status)).toEqual(actions);
  });
});

describe('a resource application form', () => {
  const form = { resourceType: 'ECS', specCode: 'ECS-4C8G', quantity: 2, periodType: '0', periodNumber: 12, reason: '' };
  test.each([
    [{}, null],
    [{ resourceType: 'GPU' }, 'TYPE'],
    [{ specCode: 'OSS-1T' }, 'SPEC'],
    [{ quantity: 0 }, 'QUANTITY'],
    [{ quantity: 1.5 }, 'QUANTITY'],
    [{ quantity: 101 }, 'QUANTITY'],
    [{ periodType: '3' }, 'PERIOD_TYPE'],
    [{ periodNumber: 37 }, 'PERIOD'],
    [{ periodType: '1', periodNumber: 5 }, null],
    [{ periodType: '1', periodNumber: 6 }, 'PERIOD'],
    [{ reason: 'x'.repeat(201) }, 'REASON'],
    [{ reason: ` ${'x'.repeat(200)} ` }, null],
  ])('%j → %p', (change, problem) => {
    expect(resourceApplyProblem({ ...form, ...change })).toBe(problem);
  });

  test('what the lists call it', () => {
    expect(resourceServiceName(form)).toBe('云主机 4核8G ×2');
    expect(resourceServiceName({ ...form, quantity: 1 }, 'en-US')).toBe('Cloud server 4 vCPU, 8 GB');
    expect(resourceServiceName({ ...form, specCode: 'X' })).toBe('');
  });
});

describe("what an application is for, in the reader's language", () => {
  const row = { kind: 'RESOURCE' as const, serviceName: '云主机 4核8G ×2', resourceType: 'ECS', specCode: 'ECS-4C8G', quantity: 2 };

  test('a resource by its catalogue codes, in either language', () => {
    expect(appliedForName(row, 'en-US')).toBe('Cloud server 4 vCPU, 8 GB ×2');
    expect(appliedForName(row, 'zh-CN')).toBe('云主机 4核8G ×2');
  });

  test('a developer request by its kind', () => {
    const developer = { kind: 'DEVELOPER' as const, serviceName: '成为开发者', resourceType: null, specCode: null, quantity: null };
    expect(appliedForName(developer, 'en-US')).toBe('Become a developer');
    expect(appliedForName(developer, 'zh-CN')).toBe('成为开发者');
  });

  test('a row without codes, or with codes the catalogue no longer has, shows its stored name as it is', () => {
    expect(appliedForName({ ...row, serviceName: '负载均衡实例', resourceType: null, specCode: null, quantity: null }, 'en-US')).toBe('负载均衡实例');
    expect(appliedForName({ ...row, serviceName: '旧规格', specCode: 'ECS-1C1G' }, 'en-US')).toBe('旧规格');
  });
});

describe('the last day of a period', () => {
  test.each([
    ['2026-11-27', '0', 1, '2026-12-26'],
    ['2026-11-27', '0', 12, '2027-11-26'],
    ['2026-11-27', '1', 2, '2028-11-26'],
    ['2026-01-31', '0', 1, '2026-02-28'],
    ['2028-02-29', '1', 1, '2029-02-28'],
    ['2026-03-31', '0', 1, '2026-04-30'],
    ['2026-12-01', '0', 1, '2026-12-31'],
  ] as const)('%s for %s×%i ends on %s', (start, type, n, end) => {
    expect(periodEndDay(start, type, n)).toBe(end);
  });
});
