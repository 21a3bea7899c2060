import type { ServerContext } from '../../context';
import type { OneMsgType } from '../../../contract/msgmgt';
import { insertMessage } from './notice.repository';
import { SENT_NOTICES_PER_USER, seedSentNotices } from './send.seed';

const HOUR = 3_600_000;

/** Message templates the demo notices cycle through: [one type, two type, title, remark, content]. */
const templates: Array<[OneMsgType, string, string, string, string]> = [
  [
    'SYSTEM',
    'ANNOUNCEMENT',
    '平台系统维护通知',
    '本周六 02:00-04:00 进行例行维护',
    '为提升服务质量，平台将于本周六 02:00 至 04:00 进行例行维护，期间部分服务可能短暂不可用，请提前做好安排。',
  ],
  ['BUSINESS', 'ORDER', '订单开通成功', '您购买的云主机已开通', '您购买的云主机（4核8G）已开通成功，可在“已购商品”中查看实例详情。'],
  ['BUSINESS', 'APPLY', '资源申请审核进度', '您的资源申请已进入审核', '您提交的资源申请已进入审核流程，审核结果将通过站内信通知您。'],
  ['SECURITY', 'ACCOUNT', '账号安全提醒', '检测到新的登录', '您的账号于新的设备上登录。如非本人操作，请立即修改密码。'],
  ['BUSINESS', 'PARTNER', '合作伙伴计划通知', '渠道合作计划开放申请', '2026 年度渠道合作计划现已开放申请，欢迎符合条件的企业报名参加。'],
  ['SYSTEM', 'RELEASE', '新功能上线', '应用总览新增消息回复卡片', '应用总览页面新增“留言回复”卡片，您可以在首页直接查看管理员的回复。'],
];

/**
 * Demo notices (issue 3 item 4): more than 40 unread for `demo`, a few for every other demo
 * account, and some already read so both filters show something; among them the notices `admin`
 * sent (issue 10 item 2).
 */
export async function seedMsgmgt(ctx: ServerContext): Promise<void> {
  const { db, config } = ctx;
  const users = await db.selectFrom('user_account').select(['id', 'login_name']).where('login_name', 'in', ['admin', 'demo', 'operator', 'demo2']).execute();
  const idOf = (name: string) => users.find((u) => u.login_name === name)?.id;
  // Totals per account, the sent notices included (send.seed.ts), which the platform notices make up.
  const totals: Array<{ login: keyof typeof SENT_NOTICES_PER_USER; unread: number; read: number }> = [
    { login: 'demo', unread: 45, read: 8 },
    { login: 'operator', unread: 3, read: 1 },
    { login: 'demo2', unread: 5, read: 2 },
    { login: 'admin', unread: 4, read: 1 },
  ];
  const plan = totals.map(({ login, unread, read }) => ({
    login,
    unread: unread - SENT_NOTICES_PER_USER[login].unread,
    read: read - SENT_NOTICES_PER_USER[login].read,
  }));
  const now = config.now();
  for (const { login, unread, read } of plan) {
    const userId = idOf(login);
    if (!userId) continue;
    const total = unread + read;
    for (let i = 0; i < total; i += 1) {
      const [oneMsgType, twoMsgType, title, remark, content] = templates[i % templates.length];
      // Oldest first, so the newest notices are the unread ones at the top of the list.
      const sentAt = new Date(now - (total - i) * 7 * HOUR);
      const { msgId } = await insertMessage(db, { title: `${title}（${i + 1}）`, content, remark, oneMsgType, twoMsgType }, [userId], sentAt);
      if (i < read) {
        await db
          .updateTable('msg_send_detail')
          .set({ read_status: 1, read_at: new Date(sentAt.getTime() + HOUR) })
          .where('msg_id', '=', msgId)
          .execute();
      }
    }
  }
  await seedSentNotices(ctx);
}
