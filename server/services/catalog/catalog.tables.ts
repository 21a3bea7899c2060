import type { ColumnType, Generated } from 'kysely';

/** Row types of the catalogue: menus per user type, application categories and applications. */
export interface CatalogTables {
  menu: MenuTable;
  app_category: AppCategoryTable;
  application: ApplicationTable;
  tenant_app: TenantAppTable;
  user_app: UserAppTable;
  app_logo: AppLogoTable;
}

interface MenuTable {
  id: Generated<number>;
  user_type: 'MANAGER_USER' | 'CLIENT_USER';
  parent_id: number | null;
  menu_name: string;
  /** The English name; null shows `menu_name` in every language (ADR 016). */
  menu_name_en: string | null;
  menu_code: string;
  menu_type: 'nav' | 'folder' | 'page' | 'subpage' | 'action';
  path: string | null;
  redirect: string | null;
  icon: string | null;
  sort: number;
  /** Hidden from client sub-accounts (pid ≠ 0), which see a subset of the client tree. */
  primary_only: boolean;
}

interface AppCategoryTable {
  id: Generated<number>;
  name: string;
  name_en: string | null;
  sort: number;
}

interface ApplicationTable {
  id: Generated<number>;
  app_name: string;
  app_name_en: string | null;
  app_code: string;
  app_url: string;
  /** Uuid of an app_logo row. */
  logo_uuid: string | null;
  /** Card abbreviation. */
  text: string;
  flag: number;
  category_id: number;
  sort: number;
  /** Every new tenant gets it (registration and 新增租户; migration 013). */
  is_default: ColumnType<boolean, boolean | undefined, boolean>;
}

/** The applications a tenant has. */
interface TenantAppTable {
  tenant_id: number;
  app_id: number;
}

/** Applications assigned to one user (what a sub-account lists as its own). */
interface UserAppTable {
  user_id: number;
  app_id: number;
}

interface AppLogoTable {
  uuid: string;
  content_type: string;
  body: Buffer;
}
