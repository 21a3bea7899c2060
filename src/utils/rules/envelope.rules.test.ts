import { readEnvelope } from './envelope.rules';

describe('reading the response envelope', () => {
  test.each([
    ['success true takes effect with its data', { success: true, data: 42, message: 'ok', code: 'OK' }, 200, { ok: true, data: 42 }],
    ['success true without data gives null', { success: true, message: 'ok', code: 'OK' }, 200, { ok: true, data: null }],
    [
      'success false is a failure with the server message',
      { success: false, data: null, message: '租户名称重复', code: 'TENANT_NAME_TAKEN' },
      200,
      { ok: false, message: '租户名称重复', code: 'TENANT_NAME_TAKEN', data: null },
    ],
    [
      'a 4xx envelope keeps the server message',
      { success: false, data: null, message: '验证码错误', code: 'BAD_CODE' },
      400,
      { ok: false, message: '验证码错误', code: 'BAD_CODE', data: null },
    ],
    [
      'success "true" as a string does not take effect',
      { success: 'true', data: 1 },
      200,
      { ok: false, message: '请求失败，请稍后重试', code: 'HTTP_200', data: 1 },
    ],
    ['a body that is not an envelope is a failure', '<html>', 200, { ok: false, message: '请求失败，请稍后重试', code: 'HTTP_200', data: null }],
    ['an HTTP error without a body names the status', null, 502, { ok: false, message: '请求失败（502）', code: 'HTTP_502', data: null }],
    [
      'an empty server message falls back to the status',
      { success: false, message: ' ' },
      500,
      { ok: false, message: '请求失败（500）', code: 'HTTP_500', data: null },
    ],
    [
      'success true on an HTTP error status still fails',
      { success: true, data: 1, message: 'x', code: 'X' },
      500,
      { ok: false, message: 'x', code: 'X', data: 1 },
    ],
  ])('%s', (_rule, body, status, expected) => {
    expect(readEnvelope(body, status)).toEqual(expected);
  });

  test.each([
    ['a body that is not an envelope', '<html>', 200, 'The request failed, please try again later'],
    ['an HTTP error without a body', null, 502, 'The request failed (502)'],
    ['a server message, kept as the server gave it', { success: false, message: 'Tenant name already exists' }, 409, 'Tenant name already exists'],
  ])('in English: %s', (_rule, body, status, expected) => {
    expect(readEnvelope(body, status, 'en-US')).toMatchObject({ ok: false, message: expected });
  });
});
