/**
 * @cloud/__PREFIX__: made by `npm run new:subapp`. React, react-dom, single-spa-react,
 * react-router-dom and @portal/* are externals resolved through the import map (one copy each).
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
