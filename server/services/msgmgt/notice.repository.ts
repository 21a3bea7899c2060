import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Notice, OneMsgType } from '../../../contract/msgmgt';

type Db = Kysely<Database>;

interface NoticeFilters {
  /** One delivery by its id. */
  id?: number | null;
  readStatus?: 0 | 1 | null;
  keyword?: string | null;
  oneMsgType?: string | null;
  twoMsgType?: string | null;
}

export interface NewMessage {
  title: string;
  content: string;
  remark?: string | null;
  oneMsgType: OneMsgType;
  twoMsgType: string;
  senderId?: number | null;
}

/** Who a message goes to: every user, every user of one tenant, or the users of a list of ids. */
export type Audience = { kind: 'ALL' } | { kind: 'TENANT'; tenantId: number } | { kind: 'USERS'; userIds: number[] };

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** LIKE treats % and _ as wildcards; a keyword matches them literally. */
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Served by the partial index on unread rows: an index-only scan over this user's unread notices. */
export async function countUnread(db: Db, userId: number): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from msg_send_detail where user_id = ${userId} and read_status = 0`.execute(db);
  return rows[0]?.n ?? 0;
}

function noticesOf(db: Db, userId: number, filters: NoticeFilters) {
  let query = db.selectFrom('msg_send_detail as d').innerJoin('msg as m', 'm.id', 'd.msg_id').where('d.user_id', '=', userId);
  if (filters.id) query = query.where('d.id', '=', filters.id);
  if (filters.readStatus === 0 || filters.readStatus === 1) query = query.where('d.read_status', '=', filters.readStatus);
  if (filters.oneMsgType) query = query.where('m.one_msg_type', '=', filters.oneMsgType);
  if (filters.twoMsgType) query = query.where('m.two_msg_type', '=', filters.twoMsgType);
  if (filters.keyword) {
    const pattern = likePattern(filters.keyword);
    query = query.where((eb) => eb.or([eb('m.title', 'ilike', pattern), eb('m.remark', 'ilike', pattern)]));
  }
  return query;
}

/**
 * One page of a user's notices, newest first, and how many match in all. The total rides on
 * the page's rows (a window count), so the bell's page costs one query; only a page past the
 * end needs a second one to learn the total.
 */
export async function findNotices(
  db: Db,
  userId: number,
  filters: NoticeFilters,
  page: { offset: number; limit: number },
): Promise<{ total: number; notices: Notice[] }> {
  const base = noticesOf(db, userId, filters);
  const rows = await base
    .select([
      'd.id',
      'd.msg_id',
      'd.send_time',
      'd.read_status',
      'd.read_at',
      'm.title',
      'm.remark',
      'm.content',
      'm.one_msg_type',
      'm.two_msg_type',
      sql<number>`count(*) over ()::int`.as('total'),
    ])
    .orderBy('d.send_time', 'desc')
    .orderBy('d.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const total = rows.length ? rows[0].total : page.offset === 0 ? 0 : ((await base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirst())?.n ?? 0);
  return {
    total,
    notices: rows.map((r) => ({
      id: Number(r.id),
      msgId: r.msg_id,
      title: r.title,
      sendTime: iso(r.send_time)!,
      remark: r.remark,
      content: r.content,
      readStatus: r.read_status === 1 ? 1 : 0,
      readTime: iso(r.read_at),
      oneMsgType: r.one_msg_type as OneMsgType,
      twoMsgType: r.two_msg_type,
    })),
  };
}

/** Marks the given notices of this user read; ids of other users' notices are left alone. */
export async function markNoticesRead(db: Db, userId: number, ids: number[], now: Date): Promise<{ updated: number; owned: number }> {
  const result = await db
    .updateTable('msg_send_detail')
    .set({ read_status: 1, read_at: now })
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .where('read_status', '=', 0)
    .executeTakeFirst();
  const updated = Number(result.numUpdatedRows ?? 0);
  if (updated > 0) return { updated, owned: updated };
  const owned = await db
    .selectFrom('msg_send_detail')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .executeTakeFirst();
  return { updated, owned: owned?.n ?? 0 };
}

/** Marks every unread notice of this user read, narrowed to a message type when given. */
export async function markAllRead(db: Db, userId: number, types: { oneMsgType?: string | null; twoMsgType?: string | null }, now: Date): Promise<number> {
  let query = db.updateTable('msg_send_detail').set({ read_status: 1, read_at: now }).where('user_id', '=', userId).where('read_status', '=', 0);
  if (types.oneMsgType || types.twoMsgType) {
    let messages = db.selectFrom('msg').select('id');
    if (types.oneMsgType) messages = messages.where('one_msg_type', '=', types.oneMsgType);
    if (types.twoMsgType) messages = messages.where('two_msg_type', '=', types.twoMsgType);
    query = query.where('msg_id', 'in', messages);
  }
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows ?? 0);
}

/** Writes a message and delivers it, unread, to those of `userIds` that exist. */
export async function insertMessage(db: Db, message: NewMessage, userIds: number[], now: Date): Promise<{ msgId: number; sent: number }> {
  return deliverMessage(db, message, { kind: 'USERS', userIds }, now);
}

/**
 * Writes a message and delivers it, unread, to every user of the audience (ids that do not
 * exist are skipped). A manager's message (with a sender) records its audience for the sent list.
 */
export async function deliverMessage(db: Db, message: NewMessage, audience: Audience, now: Date): Promise<{ msgId: number; sent: number }> {
  // Inside a caller's transaction (the demo seed) the message joins it; Kysely does not nest them.
  const atomically = <T>(work: (trx: Db) => Promise<T>) => (db.isTransaction ? work(db) : db.transaction().execute(work));
  return atomically(async (trx) => {
    const senderId = message.senderId ?? null;
    const msg = await trx
      .insertInto('msg')
      .values({
        title: message.title,
        content: message.content,
        remark: message.remark ?? null,
        one_msg_type: message.oneMsgType,
        two_msg_type: message.twoMsgType,
        sender_id: senderId,
        created_at: now,
        recipient_type: senderId === null ? null : audience.kind,
        recipient_tenant_id: audience.kind === 'TENANT' ? audience.tenantId : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const unique = audience.kind === 'USERS' ? [...new Set(audience.userIds)] : [];
    if (audience.kind === 'USERS' && !unique.length) return { msgId: msg.id, sent: 0 };
    let recipients = trx
      .selectFrom('user_account')
      .select([sql<number>`${msg.id}::int`.as('msg_id'), 'id as user_id', sql<Date>`${now}::timestamptz`.as('send_time'), sql<number>`0`.as('read_status')]);
    if (audience.kind === 'USERS') recipients = recipients.where('id', 'in', unique);
    if (audience.kind === 'TENANT') recipients = recipients.where('tenant_id', '=', audience.tenantId);
    const result = await trx.insertInto('msg_send_detail').columns(['msg_id', 'user_id', 'send_time', 'read_status']).expression(recipients).executeTakeFirst();
    return { msgId: msg.id, sent: Number(result.numInsertedOrUpdatedRows ?? 0) };
  });
}
