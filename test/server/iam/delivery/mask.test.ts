import { maskDestination } from '../../../../server/delivery/mask.rules';

describe('maskDestination', () => {
  it.each([
    ['13800000000', '138****0000'],
    ['alice@example.com', 'a***@example.com'],
    ['a@b.cn', 'a***@b.cn'],
    ['@b.cn', '***'],
    ['12345', '1***5'],
    ['12', '***'],
  ])('shows %s in the log as %s', (destination, masked) => {
    expect(maskDestination(destination)).toBe(masked);
  });
});
