import type { ColumnType, Generated } from 'kysely';

/**
 * Row types of the message tables. A message is written once (`msg`) and delivered to each
 * recipient as a `msg_send_detail` row, which carries the read state; a notice is a detail row.
 */
export interface MsgmgtTables {
  msg: MsgTable;
  msg_send_detail: MsgSendDetailTable;
}

interface MsgTable {
  id: Generated<number>;
  title: string;
  content: string;
  remark: string | null;
  /** SYSTEM, BUSINESS or SECURITY. */
  one_msg_type: string;
  two_msg_type: string;
  /** The manager who sent it; null for messages the platform sends itself. */
  sender_id: number | null;
  created_at: Date;
  /** Who a manager sent it to: ALL, TENANT (recipient_tenant_id) or USERS; null for platform notices. */
  recipient_type: ColumnType<'ALL' | 'TENANT' | 'USERS' | null, 'ALL' | 'TENANT' | 'USERS' | null | undefined>;
  recipient_tenant_id: ColumnType<number | null, number | null | undefined>;
}

interface MsgSendDetailTable {
  id: Generated<number>;
  msg_id: number;
  user_id: number;
  /** Copied from the message so a user's list is read from one index, without a sort over the join. */
  send_time: Date;
  /** 0 unread, 1 read. */
  read_status: number;
  read_at: Date | null;
}
