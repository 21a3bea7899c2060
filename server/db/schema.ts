import type { IamTables } from '../services/iam/iam.tables';
import type { MsgmgtTables } from '../services/msgmgt/msgmgt.tables';
import type { CbpTables } from '../services/cbp/cbp.tables';
import type { CatalogTables } from '../services/catalog/catalog.tables';
import type { IamAdminTables } from '../services/iam-admin/iam-admin.tables';
import type { ImportMapTables } from '../services/importmap/importmap.tables';

/** Every table the API stores, as Kysely sees it. Each service owns the row types of its own tables. */
export interface Database extends IamTables, MsgmgtTables, CbpTables, CatalogTables, IamAdminTables, ImportMapTables {}
