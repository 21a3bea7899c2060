/**
 * The browser storage keys of spec 3, with exactly those names. Everything the portal keeps in
 * the browser lives under one of these (plus `language`, spec 9).
 *
 * @example
 * import { storage, storageKeys } from '@portal/utils';
 * storage.get(storageKeys.userType); // 'CLIENT_USER' | 'MANAGER_USER' | null
 */
export const storageKeys = {
  loginName: 'loginName',
  priLoginName: 'priLoginName',
  childLoginName: 'childLoginName',
  userType: 'userType',
  accountType: 'accountType',
  at: 'at',
  rt: 'rt',
  userInfo: 'userInfo',
  innerUserMark: 'innerUserMark',
  targetApp: 'targetApp',
  hrefPath: 'hrefPath',
  /** End time (epoch ms) of the close-account dialog's code countdown (spec 4). */
  closeCountdownEnd: 'closeCountdownEnd',
  /** End time (epoch ms) of the change-phone dialog's code countdown (spec 4). */
  mobileCountdownEnd: 'mobileCountdownEnd',
  /** End time (epoch ms) of the change-e-mail dialog's code countdown (spec 4). */
  emailCountdownEnd: 'emailCountdownEnd',
  /** The chosen language (spec 9: default zh-CN, read from local storage). */
  language: 'language',
  /** '1' while the user keeps the shell's left navigation collapsed. */
  leftNavCollapsed: 'leftNavCollapsed',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

/** The countdown end-time keys, cleared together after a successful login (spec 4). */
export const countdownKeys = [storageKeys.closeCountdownEnd, storageKeys.mobileCountdownEnd, storageKeys.emailCountdownEnd] as const;
