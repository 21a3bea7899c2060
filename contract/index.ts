/**
 * The /api contract, shared by the server (route schemas, OpenAPI) and the client in
 * `@portal/utils` (typed calls). A renamed field breaks the build on both sides.
 */
export * from './envelope';
export * from './http';
export * from './route';
export * from './iam';
export * from './msgmgt';
export * from './catalog';
export * from './cbp';
