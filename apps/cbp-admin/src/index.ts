/**
 * @cloud/cbp/admin: the cloud business platform's manager pages (the review of resource and
 * developer applications), built and deployed as another team would. React, react-router-dom,
 * @portal/ui, @portal/utils, @portal/contract and @portal/console are shared modules of the import map.
 */
import { createElement } from 'react';
import { createConsoleApp } from '@portal/console';
import { CbpAdminRoutes } from './cbp-admin.routes';

export const { bootstrap, mount, unmount } = createConsoleApp('@cloud/cbp/admin', '/cbp/admin', createElement(CbpAdminRoutes));
