import type { ColumnType, Generated } from 'kysely';

/** Row types of the cloud business platform's tables the portal reads. Every row belongs to a tenant. */
export interface CbpTables {
  purchased_instance: PurchasedInstanceTable;
  resource_application: ResourceApplicationTable;
  partner_plan_apply: PartnerPlanApplyTable;
  leave_word: LeaveWordTable;
}

interface PurchasedInstanceTable {
  id: Generated<number>;
  tenant_id: number;
  goods_name: string;
  /** 1 on trial, 2 being provisioned, 3 activated. */
  instance_status: number;
  order_type: string;
  service_provide_name: string;
  category_name: string;
  /** '0' monthly, '1' yearly, '3' per use, '4' daily. */
  period_type: string;
  period_number: number;
  end_effect_day: string | null;
  basic_sku_name: string;
  define_sku_name: string | null;
  instance_code: string;
  created_at: Date;
  /** English beside the Chinese of the platform's goods (migration 015); null: shown as it is. */
  goods_name_en: ColumnType<string | null, string | null | undefined>;
  category_name_en: ColumnType<string | null, string | null | undefined>;
  service_provide_name_en: ColumnType<string | null, string | null | undefined>;
  basic_sku_name_en: ColumnType<string | null, string | null | undefined>;
  define_sku_name_en: ColumnType<string | null, string | null | undefined>;
}

interface ResourceApplicationTable {
  /** The application number. */
  id: string;
  tenant_id: number;
  user_id: number;
  service_name: string;
  /** 1 pending review, 2 completed, 3 rejected, 5 terminated, 6 under review. */
  status: number;
  created_at: Date;
  /** RESOURCE, or DEVELOPER for a request to become a developer. */
  kind: ColumnType<'RESOURCE' | 'DEVELOPER', 'RESOURCE' | 'DEVELOPER' | undefined>;
  description: ColumnType<string | null, string | null | undefined>;
  audit_opinion: ColumnType<string | null, string | null | undefined>;
  audited_at: ColumnType<Date | null, Date | null | undefined>;
  /** What a resource application asked for (migration 012); null for developer requests and older rows. */
  resource_type: ColumnType<string | null, string | null | undefined>;
  spec_code: ColumnType<string | null, string | null | undefined>;
  quantity: ColumnType<number | null, number | null | undefined>;
  /** '0' months, '1' years. */
  period_type: ColumnType<string | null, string | null | undefined>;
  period_number: ColumnType<number | null, number | null | undefined>;
  /** The manager who gave the last opinion. */
  reviewer_id: ColumnType<number | null, number | null | undefined>;
  /** The purchased good a completed resource application became. */
  goods_id: ColumnType<number | null, number | null | undefined>;
}

interface PartnerPlanApplyTable {
  id: Generated<number>;
  tenant_id: number;
  plan_name: string;
  plan_desc: string;
  /** 1 under review, 2 approved, 3 rejected. */
  audit_status: number;
  created_at: Date;
  audit_opinion: ColumnType<string | null, string | null | undefined>;
  audited_at: ColumnType<Date | null, Date | null | undefined>;
  /** English beside the Chinese of the platform's plans (migration 015); null: shown as it is. */
  plan_name_en: ColumnType<string | null, string | null | undefined>;
  plan_desc_en: ColumnType<string | null, string | null | undefined>;
}

interface LeaveWordTable {
  id: Generated<number>;
  mobile: string;
  content: string;
  dispose_result: string | null;
  created_at: Date;
  disposed_at: Date | null;
}
