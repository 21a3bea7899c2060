import { storage } from '../storage/storage';
import { storageKeys } from '../storage/storage-keys';
import { createCountdown } from './countdown';

describe('code countdowns', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    storage.remove(storageKeys.closeCountdownEnd, storageKeys.emailCountdownEnd);
  });
  afterEach(() => jest.useRealTimers());

  it('counts 60 seconds down to zero once started', () => {
    const c = createCountdown({ seconds: 60 });
    expect(c.secondsLeft()).toBe(0);
    c.start();
    expect(c.secondsLeft()).toBe(60);
    jest.advanceTimersByTime(1000);
    expect(c.secondsLeft()).toBe(59);
    jest.advanceTimersByTime(59_000);
    expect(c.secondsLeft()).toBe(0);
  });

  it('tells listeners about every whole second', () => {
    const c = createCountdown({ seconds: 3 });
    const seen: number[] = [];
    c.subscribe(() => seen.push(c.secondsLeft()));
    c.start();
    jest.advanceTimersByTime(3000);
    expect(seen).toEqual([3, 2, 1, 0]);
  });

  it('keeps SMS and e-mail countdowns apart', () => {
    const sms = createCountdown({ seconds: 60 });
    const email = createCountdown({ seconds: 180 });
    sms.start();
    jest.advanceTimersByTime(10_000);
    email.start();
    expect([sms.secondsLeft(), email.secondsLeft()]).toEqual([50, 180]);
  });

  it('resets to zero after a failed request', () => {
    const c = createCountdown({ seconds: 60 });
    c.start();
    c.reset();
    expect(c.secondsLeft()).toBe(0);
  });

  it('survives reopening a dialog through the stored end time', () => {
    const first = createCountdown({ seconds: 60, storageKey: storageKeys.closeCountdownEnd });
    first.start();
    jest.advanceTimersByTime(20_000);
    first.dispose();
    const reopened = createCountdown({ seconds: 60, storageKey: storageKeys.closeCountdownEnd });
    expect(reopened.secondsLeft()).toBe(40);
  });

  it('removes the stored end time when finished', () => {
    const c = createCountdown({ seconds: 180, storageKey: storageKeys.emailCountdownEnd });
    c.start();
    expect(storage.get(storageKeys.emailCountdownEnd)).not.toBeNull();
    jest.advanceTimersByTime(180_000);
    expect(storage.get(storageKeys.emailCountdownEnd)).toBeNull();
  });

  test.each([
    ['a past end time', () => String(Date.now() - 1000), 0],
    ['garbage', () => 'soon', 0],
    ['an end time far beyond the length', () => String(Date.now() + 3_600_000), 60],
  ])('treats %s in storage safely', (_label, stored, expected) => {
    storage.set(storageKeys.closeCountdownEnd, stored());
    expect(createCountdown({ seconds: 60, storageKey: storageKeys.closeCountdownEnd }).secondsLeft()).toBe(expected);
  });
});
