/**
 * The /api contract, shared by the server (route schemas, OpenAPI) and the client in
 * `@portal/utils` (typed calls). A renamed field breaks the build on both sides.
 */
export * from './envelope';
export * from './errors';
export * from './http';
export * from './route';
export * from './iam';
export * from './iam.routes';
export * from './msgmgt';
export * from './msgmgt.routes';
export * from './catalog';
export * from './catalog.routes';
export * from './cbp';
export * from './iam-admin';
export * from './iam-admin.routes';
export * from './iam-admin.rules';
export * from './notice-send';
export * from './notice-send.routes';
export * from './notice-send.rules';
export * from './cbp-business';
export * from './cbp-business.routes';
export * from './cbp.routes';
export * from './cbp-review';
export * from './cbp-review.routes';
export * from './cbp-review.rules';
export * from './account-security';
export * from './account-security.routes';
export * from './importmap';
export * from './importmap.routes';
export * from './importmap.rules';
export * from './iam-closure';
export * from './iam-closure.routes';
