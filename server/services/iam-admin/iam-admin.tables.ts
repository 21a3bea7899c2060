import type { ColumnType, Generated } from 'kysely';
import type { UserType } from '../iam/iam.tables';

/** Row types of identity administration (migration 004); the role a user holds is user_account.role_id. */
export interface IamAdminTables {
  role: RoleTable;
}

export interface RoleTable {
  id: Generated<number>;
  user_type: UserType;
  role_name: string;
  remark: string | null;
  created_at: ColumnType<Date, Date, never>;
}
