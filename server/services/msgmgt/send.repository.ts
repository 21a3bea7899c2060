import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import type { OneMsgType } from '../../../contract/msgmgt';
import type { RecipientTenant, RecipientType, SentNotice, SentNoticeDetail, SentRecipient } from '../../../contract/notice-send';

type Db = Kysely<Database>;
type UserType = 'MANAGER_USER' | 'CLIENT_USER';

interface Page {
  offset: number;
  limit: number;
}

/** A user as the recipient search finds them; the mobile is masked by the service. */
interface FoundUser {
  id: number;
  loginName: string;
  userName: string;
  mobile: string | null;
  userType: UserType;
  tenantId: number | null;
  tenantName: string | null;
  pid: number;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));
const contains = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const count = sql<number>`count(*)::int`.as('n');

export async function findTenantName(db: Db, tenantId: number): Promise<string | null> {
  const row = await db.selectFrom('tenant').select('name').where('id', '=', tenantId).executeTakeFirst();
  return row?.name ?? null;
}

export async function countTenantUsers(db: Db, tenantId: number): Promise<number> {
  return (await db.selectFrom('user_account').select(count).where('tenant_id', '=', tenantId).executeTakeFirst())?.n ?? 0;
}

/** How many of these ids are users. */
export async function countExistingUsers(db: Db, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  return (await db.selectFrom('user_account').select(count).where('id', 'in', ids).executeTakeFirst())?.n ?? 0;
}

interface SentFilter {
  msgId?: number;
  keyword?: string | null;
  recipientType?: RecipientType | null;
}

function sentNotices(db: Db, filter: SentFilter) {
  let query = db
    .selectFrom('msg as m')
    .leftJoin('user_account as s', 's.id', 'm.sender_id')
    .leftJoin('tenant as t', 't.id', 'm.recipient_tenant_id')
    .where('m.sender_id', 'is not', null);
  if (filter.msgId !== undefined) query = query.where('m.id', '=', filter.msgId);
  if (filter.keyword) query = query.where('m.title', 'ilike', contains(filter.keyword));
  if (filter.recipientType) query = query.where('m.recipient_type', '=', filter.recipientType);
  return query;
}

function withSentColumns(query: ReturnType<typeof sentNotices>) {
  return query.select((eb) => [
    'm.id',
    'm.title',
    'm.remark',
    'm.content',
    'm.one_msg_type',
    'm.two_msg_type',
    'm.recipient_type',
    'm.recipient_tenant_id',
    't.name as tenant_name',
    'm.sender_id',
    's.user_name as sender_name',
    'm.created_at',
    eb.selectFrom('msg_send_detail as d').select(count).whereRef('d.msg_id', '=', 'm.id').as('recipient_count'),
    eb.selectFrom('msg_send_detail as d').select(count).whereRef('d.msg_id', '=', 'm.id').where('d.read_status', '=', 1).as('read_count'),
  ]);
}

type SentRow = Awaited<ReturnType<ReturnType<typeof withSentColumns>['execute']>>[number];

const toSentNotice = (r: SentRow): SentNotice => ({
  msgId: r.id,
  title: r.title,
  remark: r.remark,
  oneMsgType: r.one_msg_type as OneMsgType,
  twoMsgType: r.two_msg_type,
  recipientType: r.recipient_type ?? 'USERS',
  tenantId: r.recipient_tenant_id,
  tenantName: r.tenant_name,
  senderId: r.sender_id!,
  senderName: r.sender_name ?? '',
  sendTime: iso(r.created_at),
  recipientCount: r.recipient_count ?? 0,
  readCount: r.read_count ?? 0,
});

/** Messages managers sent, newest first, with their recipient and read counts. */
export async function findSentNotices(
  db: Db,
  filter: { keyword: string | null; recipientType: RecipientType | null },
  page: Page,
): Promise<{ total: number; rows: SentNotice[] }> {
  const total = (await sentNotices(db, filter).select(count).executeTakeFirst())?.n ?? 0;
  const rows = await withSentColumns(sentNotices(db, filter))
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { total, rows: rows.map(toSentNotice) };
}

/** A message a manager sent, with its content; null for an unknown id or a platform notice. */
export async function findSentNotice(db: Db, msgId: number): Promise<SentNoticeDetail | null> {
  const row = await withSentColumns(sentNotices(db, { msgId })).executeTakeFirst();
  return row ? { ...toSentNotice(row), content: row.content } : null;
}

/** One page of users `u`, by login name: the order of both recipient lists. */
function byLoginName<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, page: Page) {
  return query.orderBy(sql.ref('u.login_name')).orderBy(sql.ref('u.id')).limit(page.limit).offset(page.offset);
}

/** One page of a message's recipients by login name, with their read state. */
export async function findSentRecipients(
  db: Db,
  msgId: number,
  filter: { readStatus: 0 | 1 | null; keyword: string | null },
  page: Page,
): Promise<{ total: number; rows: SentRecipient[] }> {
  let query = db
    .selectFrom('msg_send_detail as d')
    .innerJoin('user_account as u', 'u.id', 'd.user_id')
    .leftJoin('tenant as t', 't.id', 'u.tenant_id')
    .where('d.msg_id', '=', msgId);
  if (filter.readStatus !== null) query = query.where('d.read_status', '=', filter.readStatus);
  if (filter.keyword) {
    const pattern = contains(filter.keyword);
    query = query.where((eb) => eb.or([eb('u.login_name', 'ilike', pattern), eb('u.user_name', 'ilike', pattern)]));
  }
  const total = (await query.select(count).executeTakeFirst())?.n ?? 0;
  const rows = await byLoginName(query.select(['u.id', 'u.login_name', 'u.user_name', 't.name as tenant_name', 'd.read_status', 'd.read_at']), page).execute();
  return {
    total,
    rows: rows.map((r) => ({
      userId: r.id,
      loginName: r.login_name,
      userName: r.user_name,
      tenantName: r.tenant_name,
      readStatus: r.read_status === 1 ? 1 : 0,
      readTime: isoOrNull(r.read_at),
    })),
  };
}

/** Users by name, login name or mobile, optionally of one tenant or user type, by login name. */
export async function searchUsers(
  db: Db,
  filter: { keyword: string | null; tenantId: number | null; userType: UserType | null },
  page: Page,
): Promise<{ total: number; rows: FoundUser[] }> {
  let query = db.selectFrom('user_account as u').leftJoin('tenant as t', 't.id', 'u.tenant_id');
  if (filter.tenantId !== null) query = query.where('u.tenant_id', '=', filter.tenantId);
  if (filter.userType) query = query.where('u.user_type', '=', filter.userType);
  if (filter.keyword) {
    const pattern = contains(filter.keyword);
    query = query.where((eb) => eb.or([eb('u.user_name', 'ilike', pattern), eb('u.login_name', 'ilike', pattern), eb('u.mobile', 'ilike', pattern)]));
  }
  const total = (await query.select(count).executeTakeFirst())?.n ?? 0;
  const rows = await byLoginName(
    query.select(['u.id', 'u.login_name', 'u.user_name', 'u.mobile', 'u.user_type', 'u.tenant_id', 't.name as tenant_name', 'u.pid']),
    page,
  ).execute();
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      loginName: r.login_name,
      userName: r.user_name,
      mobile: r.mobile,
      userType: r.user_type,
      tenantId: r.tenant_id,
      tenantName: r.tenant_name,
      pid: r.pid,
    })),
  };
}

/** Every tenant with its number of users, by name. */
export async function findRecipientTenants(db: Db): Promise<RecipientTenant[]> {
  const rows = await db
    .selectFrom('tenant as t')
    .select((eb) => ['t.id', 't.name', eb.selectFrom('user_account as u').select(count).whereRef('u.tenant_id', '=', 't.id').as('user_count')])
    .orderBy('t.name')
    .orderBy('t.id')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, userCount: r.user_count ?? 0 }));
}
