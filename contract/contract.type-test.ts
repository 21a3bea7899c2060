/**
 * Type-level test, run by `tsc`: every route table agrees with its schema table, name for name
 * and type for type. A route whose declared types drift from its schemas, a route without
 * schemas, or schemas without a route turn `never` into its name and fail the type check here.
 */
import type { AuthRoute, OutOfStep } from './route';
import type { accountSecuritySchemas } from './account-security';
import type { accountSecurityRoutes } from './account-security.routes';
import type { catalogSchemas } from './catalog';
import type { catalogRoutes } from './catalog.routes';
import type { cbpSchemas } from './cbp';
import type { cbpRoutes } from './cbp.routes';
import type { cbpBusinessSchemas } from './cbp-business';
import type { cbpBusinessRoutes } from './cbp-business.routes';
import type { iamSchemas } from './iam';
import type { iamRoutes } from './iam.routes';
import type { iamAdminSchemas } from './iam-admin';
import type { iamAdminRoutes } from './iam-admin.routes';
import type { iamClosureSchemas } from './iam-closure';
import type { iamClosureRoutes } from './iam-closure.routes';
import type { importMapSchemas } from './importmap';
import type { importMapRoutes } from './importmap.routes';
import type { msgmgtSchemas } from './msgmgt';
import type { msgmgtRoutes } from './msgmgt.routes';
import type { noticeSendSchemas } from './notice-send';
import type { noticeSendRoutes } from './notice-send.routes';

type Agrees<Drift extends PropertyKey> = [Drift] extends [never] ? true : { outOfStep: Drift };

export const iamTablesAgree: Agrees<OutOfStep<typeof iamRoutes, typeof iamSchemas>> = true;
export const iamAdminTablesAgree: Agrees<OutOfStep<typeof iamAdminRoutes, typeof iamAdminSchemas>> = true;
export const catalogTablesAgree: Agrees<OutOfStep<typeof catalogRoutes, typeof catalogSchemas>> = true;
export const msgmgtTablesAgree: Agrees<OutOfStep<typeof msgmgtRoutes, typeof msgmgtSchemas>> = true;
export const noticeSendTablesAgree: Agrees<OutOfStep<typeof noticeSendRoutes, typeof noticeSendSchemas>> = true;
export const cbpTablesAgree: Agrees<OutOfStep<typeof cbpRoutes, typeof cbpSchemas>> = true;
export const cbpBusinessTablesAgree: Agrees<OutOfStep<typeof cbpBusinessRoutes, typeof cbpBusinessSchemas>> = true;
export const accountSecurityTablesAgree: Agrees<OutOfStep<typeof accountSecurityRoutes, typeof accountSecuritySchemas>> = true;
export const importMapTablesAgree: Agrees<OutOfStep<typeof importMapRoutes, typeof importMapSchemas>> = true;
export const iamClosureTablesAgree: Agrees<OutOfStep<typeof iamClosureRoutes, typeof iamClosureSchemas>> = true;

// route() keeps `auth: true` as a literal, so serve() gives such a route's handler a user that is
// never null; a route without it stays a plain ApiRoute.
type IsAuthRoute<R> = R extends AuthRoute ? true : false;
export const unreadCountIsAuth: IsAuthRoute<typeof msgmgtRoutes.unreadCount> = true;
export const queryStrategyIsNotAuth: IsAuthRoute<typeof iamRoutes.queryStrategy> = false;
