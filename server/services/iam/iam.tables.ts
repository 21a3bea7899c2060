import type { ColumnType, Generated } from 'kysely';

/**
 * Row types of the identity tables (Kysely). Other services read `tenant`, `org` and
 * `user_account` by these names, so the names and the listed columns are fixed.
 * Times are `timestamptz`, written from the server's clock (config.now), never from SQL now().
 */
export interface IamTables {
  tenant: TenantTable;
  org: OrgTable;
  user_account: UserAccountTable;
  session: SessionTable;
  access_token: AccessTokenTable;
  refresh_token: RefreshTokenTable;
  verification_code: VerificationCodeTable;
  login_throttle: LoginThrottleTable;
  rate_event: RateEventTable;
  audit_log: AuditLogTable;
  setting: SettingTable;
  password_key: PasswordKeyTable;
  closure_request: ClosureRequestTable;
}

type CreatedAt = ColumnType<Date, Date | undefined, never>;

interface TenantTable {
  id: Generated<number>;
  name: string;
  /** Parent flag / id of the tenant this one hangs under (registration default 1798). */
  pid: number;
  parent_tenant_id: number;
  /** 1 = inner (internal) tenant, 0 = external (spec 6). */
  inner_mark: number;
  mgr_tenant_name: string | null;
  created_at: CreatedAt;
  /** The tenant's contacts (migration 013). */
  contact_name: ColumnType<string | null, string | null | undefined, string | null>;
  contact_mobile: ColumnType<string | null, string | null | undefined, string | null>;
  contact_email: ColumnType<string | null, string | null | undefined, string | null>;
  /** 'enabled' or 'disabled' (migration 013): a disabled tenant's users do not sign in. */
  status: ColumnType<TenantStatus, TenantStatus | undefined, TenantStatus>;
}

export type TenantStatus = 'enabled' | 'disabled';

interface OrgTable {
  id: Generated<number>;
  tenant_id: number;
  parent_id: number | null;
  name: string;
}

export type UserType = 'MANAGER_USER' | 'CLIENT_USER';
/** `closed`: a closure was approved (migration 013); the row is kept, anonymised, for what refers to it. */
export type AccountStatus = 'active' | 'closure_requested' | 'disabled' | 'closed';

interface UserAccountTable {
  /** One id space for managers and client users (notices reference user ids). */
  id: Generated<number>;
  user_type: UserType;
  tenant_id: number | null;
  org_id: number | null;
  login_name: string;
  user_name: string;
  mobile: string | null;
  email: string | null;
  /** 0 = primary (main) account; otherwise the primary account's user id. */
  pid: number;
  emp_number: string | null;
  /** 0 ordinary, 1 developer, 2 enterprise (spec 3). */
  user_role_type: number;
  /** 1 not certified, 2 certifying, 3 certified, else failed (spec 3). */
  auth_status: number;
  role_name: string | null;
  /** The role held (migration 004); role_name is kept equal to its name. */
  role_id: ColumnType<number | null, number | null | undefined, number | null>;
  password_hash: string;
  status: AccountStatus;
  created_at: CreatedAt;
  /** The e-mail address as it was last verified (migration 006); verified while it equals `email`. */
  verified_email: ColumnType<string | null, string | null | undefined, string | null>;
}

interface SessionTable {
  id: string;
  user_id: number;
  created_at: Date;
  last_active_at: Date;
  /** created_at + 12 h: the absolute limit. */
  expires_at: Date;
  revoked_at: Date | null;
  revoke_reason: string | null;
  /** The browser's User-Agent at sign-in, cut to 512 characters (issue 13: shown to its user). */
  user_agent: string | null;
  /** The address of the sign-in, then of the latest refresh. */
  ip: string | null;
}

interface AccessTokenTable {
  /** sha256 of the opaque token; the token itself is never stored. */
  token_hash: string;
  session_id: string;
  expires_at: Date;
}

interface RefreshTokenTable {
  token_hash: string;
  /** The session is the token family: a reused token revokes it. */
  session_id: string;
  issued_at: Date;
  used_at: Date | null;
  /**
   * The successor pair, AES-GCM encrypted under a key derived from this (plaintext) token, so a
   * concurrent second refresh inside the grace window gets the same pair; unreadable without it.
   */
  successor_box: string | null;
}

interface VerificationCodeTable {
  id: Generated<number>;
  /** What the code is for, e.g. LOGIN, PWDRESET, REGISTER, UPDATE_MOBILE:12, CLOSE_ACCOUNT:12. */
  purpose: string;
  /** Channel and address, e.g. SMS:13800000000 or EMAIL:a@b.c. */
  destination: string;
  code_hash: string;
  created_at: Date;
  expires_at: Date;
  failed_attempts: number;
  consumed_at: Date | null;
  /** `ip:<address>` or `user:<id>`: whose resend countdown the code holds (N-4; migration 011). */
  requested_by: string | null;
}

interface LoginThrottleTable {
  /** user type + account path, e.g. CLIENT_USER:demo/operator. Known and unknown names alike. */
  throttle_key: string;
  failures: number;
  last_failure_at: Date;
  locked_until: Date | null;
}

interface RateEventTable {
  id: Generated<number>;
  /** e.g. 'login-ip', 'code-dest', 'code-ip'. */
  bucket: string;
  subject: string;
  at: Date;
}

interface AuditLogTable {
  id: Generated<number>;
  at: Date;
  event: string;
  user_id: number | null;
  login_name: string | null;
  ip: string | null;
  /** JSON text of non-secret details. */
  detail: string | null;
  /** How many times this refusal happened from `at` to `last_at` (repeated refusals share one row; migration audit-retention). */
  repeats: Generated<number>;
  /** When the last repeat happened; null for a row that never repeated. */
  last_at: Date | null;
}

interface SettingTable {
  key: string;
  /** JSON text. */
  value: string;
}

interface PasswordKeyTable {
  key_hash: string;
  user_id: number;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

interface ClosureRequestTable {
  id: Generated<number>;
  user_id: number;
  created_at: Date;
  /** 'pending' until reviewed, then 'approved' or 'rejected' (issue 23 item 2). */
  status: string;
  /** Migration 013: who reviewed it, when, and why a rejection. */
  reviewer_id: ColumnType<number | null, number | null | undefined, number | null>;
  reviewed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** The account's login name when it was reviewed (an approved closure anonymises the account). */
  login_name: ColumnType<string | null, string | null | undefined, string | null>;
}
