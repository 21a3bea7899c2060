import { checkOpinion, reviewButtons } from './review.rules';

const all = () => true;
const only =
  (...codes: string[]) =>
  (code: string) =>
    codes.includes(code);

describe('the review buttons', () => {
  test.each([
    [1, all, ['approve', 'reject']],
    [6, all, ['complete', 'reject']],
    [2, all, []],
    [3, all, []],
    [5, all, []],
    [1, only('cbp-apply-approve'), ['approve']],
    [6, only('cbp-apply-reject'), ['reject']],
    [1, only(), []],
  ])('status %i shows %j', (status, holds, buttons) => {
    expect(reviewButtons(status, holds)).toEqual(buttons);
  });
});

describe('the opinion', () => {
  test.each([
    ['approve', '', { ok: true, opinion: '' }],
    ['complete', ' 已交付 ', { ok: true, opinion: '已交付' }],
    ['reject', '  ', { ok: false, problem: 'cbpAdmin.review.reasonRequired' }],
    ['reject', '配额不足', { ok: true, opinion: '配额不足' }],
    ['approve', 'x'.repeat(201), { ok: false, problem: 'cbpAdmin.review.opinionTooLong' }],
  ] as const)('%s with %j', (action, typed, expected) => {
    expect(checkOpinion(action, typed)).toEqual(expected);
  });
});
