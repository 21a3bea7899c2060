/**
 * `@portal/console`: the console kit every sample sub-app shares, one module of the import map
 * (docs/decisions/014): a hash router under the sub-app's prefix, the page frame, filters, data
 * table, pager, detail list, status tags, the loading / empty / error states and the text of a
 * failed call, built on `@portal/ui` and `@portal/utils`. Loaded once, by the first sub-app that
 * imports it; never on the login route.
 *
 * @example
 * import { createConsoleApp, PageFrame, DataTable, Pager } from '@portal/console';
 */
export * from './access.rules';
export * from './console-app';
export * from './console-link';
export * from './console-redirect';
export * from './console.messages';
export * from './data-table';
export * from './detail-list';
export * from './failure-text';
export * from './filters';
export * from './format.rules';
export * from './menu-code.rules';
export * from './not-found.page';
export * from './page-frame';
export * from './pager';
export * from './paging.rules';
export * from './route-id.rules';
export * from './select-input';
export * from './states';
export * from './status-icons';
export * from './status-tag';
export * from './text-area';
export * from './use-console-text';
export * from './use-list-query';
export * from './use-resource';
export * from './paged-table';
export * from './list-query.rules';
export * from './use-paged-list';
export * from './list-filters';
export * from './detail-columns';
