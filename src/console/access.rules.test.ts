import { ApiError } from '@portal/utils/internal';
import { isAccessDenied } from './access.rules';

describe('which failed loads are a page the user may not open', () => {
  test.each([
    ['a 403 refusal (子账号无权查看合作伙伴计划)', new ApiError('子账号无权查看合作伙伴计划', 'FORBIDDEN', 403), true],
    ['a manager-only list', new ApiError('只有管理员可以查看已发送消息', 'MANAGER_ONLY', 403), true],
    ['an expired session', new ApiError('登录已过期', 'SESSION_EXPIRED', 401), false],
    ['a lost network', new ApiError('网络异常，请检查网络连接', 'NETWORK', 0), false],
    ['a timeout', new ApiError('请求超时，请稍后重试', 'TIMEOUT', 0), false],
    ['a server outage', new ApiError('服务暂不可用', 'SERVICE_UNAVAILABLE', 503), false],
    ['a not-found', new ApiError('记录不存在', 'NOT_FOUND', 404), false],
    ['something thrown that is no error', 'boom', false],
    ['nothing', undefined, false],
  ] as const)('%s: %p', (_case, error, denied) => {
    expect(isAccessDenied(error)).toBe(denied);
  });
});
