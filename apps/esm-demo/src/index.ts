/**
 * @org/esm-demo: a sub-app built as a native ES module, the way create-single-spa and Vite build
 * them today, under its own name (not `@cloud/…`) with the route the environment map gives it.
 * Its bare imports (react, react-dom/client, single-spa-react, @portal/utils) resolve through the
 * page's native import map to the portal's bridges: the same React and store as SystemJS sub-apps.
 */
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { EsmDemoApp } from './esm-demo.app';

const FAILED = { 'zh-CN': '页面出错了，请刷新重试', 'en-US': 'Something went wrong; reload the page' };

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  renderType: 'createRoot',
  rootComponent: EsmDemoApp,
  // Said in both languages: a render that failed may have lost the portal's language.
  errorBoundary: () => React.createElement('p', { role: 'alert' }, `${FAILED['zh-CN']} / ${FAILED['en-US']}`),
});

export const { bootstrap, mount, unmount } = lifecycles;
