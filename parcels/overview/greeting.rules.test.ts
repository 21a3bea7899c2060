import { dayPartOfHour } from './greeting.rules';

describe('the greeting by hour (spec 4)', () => {
  test.each([
    [0, 'morning'],
    [7, 'morning'],
    [10, 'morning'],
    [11, 'noon'],
    [14, 'noon'],
    [15, 'afternoon'],
    [18, 'afternoon'],
    [19, 'evening'],
    [23, 'evening'],
  ])('greets hour %i as %s', (hour, part) => {
    expect(dayPartOfHour(hour)).toBe(part);
  });
});
