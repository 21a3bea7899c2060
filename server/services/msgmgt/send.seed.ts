import type { ServerContext } from '../../context';
import { deliverMessage, type Audience } from './notice.repository';

const HOUR = 3_600_000;

type Login = 'admin' | 'demo' | 'operator' | 'demo2';

/**
 * Notices `admin` sent (issue 10 item 2): to everyone, to each demo tenant and to chosen users,
 * with [hours ago, title, content, audience, who has read it]. Per user they add up to
 * {@link SENT_NOTICES_PER_USER}, which the platform notices of msgmgt.seed.ts make up to the
 * demo totals.
 */
const sent: Array<[number, string, string, Audience['kind'] | 'TENANT_A' | 'TENANT_B' | Login[], Login[]]> = [
  [
    200,
    '平台服务协议更新通知',
    '平台服务协议已更新，主要调整了数据保存期限与服务等级说明，详见“法律声明与隐私政策”页面。',
    'ALL',
    ['admin', 'demo', 'operator', 'demo2'],
  ],
  [150, '华东智造租户专属活动通知', '华东智造科技有限公司的用户可在本月内免费试用工业数据采集网关 30 天，请在“已购商品”中查看。', 'TENANT_A', ['demo']],
  [100, '资源配额调整通知', '根据您的使用情况，平台已为您的租户上调云主机配额至 50 台，如需更多请提交资源申请。', ['demo', 'demo2'], []],
  [50, '西南能源集团账单提醒', '西南能源集团本月云资源账单已生成，请于 25 日前完成核对。', 'TENANT_B', ['demo2']],
  [20, '春节假期服务安排', '春节假期期间（2 月 16 日至 2 月 22 日）平台提供 7×24 小时值班支持，工单响应时间可能延长。', 'ALL', []],
];

/** How many of the sent notices above each demo account receives, and how many it has read. */
export const SENT_NOTICES_PER_USER: Record<Login, { unread: number; read: number }> = {
  admin: { unread: 1, read: 1 },
  demo: { unread: 2, read: 2 },
  operator: { unread: 2, read: 1 },
  demo2: { unread: 2, read: 2 },
};

export async function seedSentNotices(ctx: ServerContext): Promise<void> {
  const { db, config } = ctx;
  const users = await db
    .selectFrom('user_account')
    .select(['id', 'login_name', 'tenant_id'])
    .where('login_name', 'in', ['admin', 'demo', 'operator', 'demo2'])
    .execute();
  const user = (login: Login) => users.find((u) => u.login_name === login);
  const admin = user('admin');
  const tenantA = user('demo')?.tenant_id;
  const tenantB = user('demo2')?.tenant_id;
  if (!admin || !tenantA || !tenantB) return;
  const now = config.now();
  for (const [hoursAgo, title, content, to, readers] of sent) {
    const audience: Audience =
      to === 'TENANT_A'
        ? { kind: 'TENANT', tenantId: tenantA }
        : to === 'TENANT_B'
          ? { kind: 'TENANT', tenantId: tenantB }
          : Array.isArray(to)
            ? { kind: 'USERS', userIds: to.map((login) => user(login)!.id) }
            : { kind: 'ALL' };
    const sentAt = new Date(now - hoursAgo * HOUR);
    const { msgId } = await deliverMessage(
      db,
      { title, content, remark: content.slice(0, 24), oneMsgType: 'SYSTEM', twoMsgType: 'ANNOUNCEMENT', senderId: admin.id },
      audience,
      sentAt,
    );
    const readerIds = readers.map((login) => user(login)!.id);
    if (readerIds.length) {
      await db
        .updateTable('msg_send_detail')
        .set({ read_status: 1, read_at: new Date(sentAt.getTime() + 2 * HOUR) })
        .where('msg_id', '=', msgId)
        .where('user_id', 'in', readerIds)
        .execute();
    }
  }
}
