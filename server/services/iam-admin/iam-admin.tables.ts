import type { ColumnType, Generated } from 'kysely';
import type { UserType } from '../iam';

/** Row types of identity administration (migration 004); the role a user holds is user_account.role_id. */
export interface IamAdminTables {
  role: RoleTable;
  role_menu: RoleMenuTable;
  step_up: StepUpTable;
}

interface RoleTable {
  id: Generated<number>;
  user_type: UserType;
  role_name: string;
  /** The English name; null for a role its manager named in one language (ADR 016). */
  role_name_en: string | null;
  remark: string | null;
  created_at: ColumnType<Date, Date, never>;
  /** The super administrator role (migration 010): every code of its user type's tree, present and future. */
  holds_all: ColumnType<boolean, boolean | undefined, boolean>;
}

/** A menu or button code a role grants (migration 010); stored with its ancestors. */
interface RoleMenuTable {
  role_id: number;
  menu_code: string;
}

/** A proof of a fresh password for a security change (issue 22 item 2); only the token's SHA-256 is kept. */
interface StepUpTable {
  token_hash: string;
  user_id: number;
  session_id: string;
  expires_at: Date;
}
