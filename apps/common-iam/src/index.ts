/**
 * @cloud/common/iam: identity and access administration, built and deployed like any team's
 * sub-app. React, react-dom, single-spa-react, react-router-dom, @portal/utils and @portal/ui are
 * externals resolved through the import map (one shared copy each).
 */
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { CommonIamApp } from './common-iam.app';
import { CommonIamError } from './common-iam-error';

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  renderType: 'createRoot',
  rootComponent: CommonIamApp,
  errorBoundary: (error) => React.createElement(CommonIamError, { error }),
});

export const { bootstrap, mount, unmount } = lifecycles;
