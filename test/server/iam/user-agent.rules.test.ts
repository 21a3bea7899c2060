import { clientOf, storedUserAgent, USER_AGENT_MAX } from '../../../server/services/iam/user-agent.rules';

describe('what a session list says about a user agent', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome 131', 'Windows 10/11', false],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
      'Edge 131',
      'Windows 10/11',
      false,
    ],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15', 'Safari 17', 'macOS', false],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox 133', 'Linux', false],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari 17',
      'iOS 17',
      true,
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
      'Chrome 131',
      'iOS 17',
      true,
    ],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36', 'Chrome 131', 'Android 14', true],
    [
      'Mozilla/5.0 (Linux; Android 13; V2219A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.49.2600',
      'WeChat 8',
      'Android 13',
      true,
    ],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0.0.0 Safari/537.36', 'Chrome Headless 130', 'Linux', false],
  ])('reads %s', (ua, browser, os, mobile) => {
    expect(clientOf(ua)).toEqual({ browser, os, mobile });
  });

  it('names nothing it does not recognise, and nothing for an absent header', () => {
    expect(clientOf('curl/8.5.0')).toEqual({ browser: null, os: null, mobile: false });
    expect(clientOf(null)).toEqual({ browser: null, os: null, mobile: false });
    expect(clientOf('   ')).toEqual({ browser: null, os: null, mobile: false });
  });

  it('stores a trimmed header cut to its limit, and no empty one', () => {
    expect(storedUserAgent(` ${'a'.repeat(USER_AGENT_MAX + 100)} `)).toHaveLength(USER_AGENT_MAX);
    expect(storedUserAgent(['first', 'second'])).toBe('first');
    expect(storedUserAgent('')).toBeNull();
    expect(storedUserAgent(undefined)).toBeNull();
  });
});
