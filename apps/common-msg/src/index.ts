/**
 * @cloud/common/msg: a sub-app as another team would build it. React, react-dom, single-spa-react
 * and @portal/utils are externals resolved through the import map (one shared copy each).
 */
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { CommonMsgApp } from './common-msg.app';
import { CommonMsgError } from './common-msg-error';

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  renderType: 'createRoot',
  rootComponent: CommonMsgApp,
  errorBoundary: (error) => React.createElement(CommonMsgError, { error }),
});

export const { bootstrap, mount, unmount } = lifecycles;
