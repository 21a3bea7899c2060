// First: the frame chunk must know where to be fetched from.
import './public-path';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { loadPortalConfig, syncDocumentLanguage, t } from '@portal/utils/internal';
import { ShellApp } from './shell-app';
import { takeSubAppLookup } from './menu/sub-apps';

/**
 * `@portal/shell`: a single-spa application active on every route, mounted into
 * `<div id="portal-shell">` (the root config passes it as `domElement`).
 */
const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: ShellApp,
  errorBoundary: () => <div role="alert">{t('error.frame')}</div>,
});

// The config (home address, AES key) is needed before the first route rule runs; a failed
// fetch keeps the defaults so the login pages still work.
const loadConfig = () =>
  loadPortalConfig().then(
    () => undefined,
    () => undefined,
  );

// index.html says zh-CN; from here on <html lang> follows the chosen language (WCAG 3.1.1).
const followLanguage = async () => {
  syncDocumentLanguage(document);
};

export const bootstrap = [loadConfig, followLanguage, takeSubAppLookup, lifecycles.bootstrap];
export const mount = lifecycles.mount;
export const unmount = lifecycles.unmount;
