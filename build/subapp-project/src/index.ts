/**
 * __SPECIFIER__: the single-spa lifecycles the portal mounts under #__ROUTE__. React, react-dom,
 * single-spa-react, react-router-dom, jotai and @portal/* are not bundled: the portal's import map
 * serves them (one copy each in the page; the portal's webpack preset lists them).
 */
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { __COMPONENT__ } from './__NAME__.app';

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  renderType: 'createRoot',
  rootComponent: __COMPONENT__,
  errorBoundary: () => React.createElement('p', { role: 'alert' }, '页面出错了，请刷新重试 / Something went wrong; reload the page'),
});

export const { bootstrap, mount, unmount } = lifecycles;
