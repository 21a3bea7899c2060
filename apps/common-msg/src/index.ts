/**
 * @cloud/common/msg: the message centre and notice sending, a sub-app as another team would build
 * it. React, react-router-dom, @portal/ui and @portal/utils are shared modules of the import map
 * (one copy each); the routes live under the #/common/msg prefix in a hash router.
 */
import { createElement } from 'react';
import { createConsoleApp } from '@portal/console';
import { CommonMsgRoutes } from './common-msg.routes';

export const { bootstrap, mount, unmount } = createConsoleApp('@cloud/common/msg', '/common/msg', createElement(CommonMsgRoutes));
