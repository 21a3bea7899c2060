/**
 * @cloud/cbp/client: the cloud business platform's client pages (resource applications, the
 * become-developer request, purchased goods), built and deployed as another team would.
 * React, react-router-dom, @portal/ui and @portal/utils are shared modules of the import map.
 */
import { createElement } from 'react';
import { createConsoleApp } from '@portal/console';
import { CbpClientRoutes } from './cbp-client.routes';

export const { bootstrap, mount, unmount } = createConsoleApp('@cloud/cbp/client', '/cbp/client', createElement(CbpClientRoutes));
