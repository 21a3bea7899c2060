/**
 * @cloud/cbp/partner: the partner pages of the cloud business platform (joined plans), built and
 * deployed as another team would. React, react-router-dom, @portal/ui and @portal/utils are
 * shared modules of the import map.
 */
import { createElement } from 'react';
import { createConsoleApp } from '@portal/console';
import { CbpPartnerRoutes } from './cbp-partner.routes';

export const { bootstrap, mount, unmount } = createConsoleApp('@cloud/cbp/partner', '/cbp/partner', createElement(CbpPartnerRoutes));
