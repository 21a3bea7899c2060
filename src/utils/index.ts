/**
 * `@portal/utils`: the contract between the portal, its page parcels and the sub-apps. The one
 * jotai store and its atoms, browser storage keys, the API client, the AES helper, i18n,
 * runtime config, navigation and the pure rules. Documented in docs/sub-app-guide.md.
 */

// First: the async chunk (crypto-js's AES) must know where to be fetched from.
import './public-path';

export { loadPortalConfig, portalConfig, setPortalConfig, type PortalConfig } from './config/portal-config';
export { moduleFolder } from './config/module-folder';
export { loadOnce } from './loading/load-once';

export { countdownKeys, storageKeys, type StorageKey } from './storage/storage-keys';
export { createStorage, storage, type PortalStorage, type StorageArea } from './storage/storage';

export { store } from './store/store';
export {
  buttonPermissionsAtom,
  innerUserMarkAtom,
  menuCodesAtom,
  menuTreeAtom,
  tokensAtom,
  unreadCountAtom,
  userInfoAtom,
  userTypeAtom,
  type Tokens,
} from './store/atoms';
export { StoreProvider, useAtom, useAtomValue, useSetAtom } from './store/store-provider';

export { api } from './api/api';
export { apiRequestsInFlight, createApiClient, REFRESH_PATH, type ApiClientOptions } from './api/api-client';
export { ApiError, isApiError, NETWORK_MESSAGES } from './api/api-error';
export { call } from './api/call-api';
export { callWith, fillPath, type CallInput } from './api/call';
export { encryptBody, prefetchEncryption } from './api/encrypt-body';
export { loadAppCards } from './api/app-cards.api';

export { addMessages, DEFAULT_LANGUAGE, LANGUAGES, languageAtom, syncDocumentLanguage, t, toLanguage, useT, type Language } from './i18n/i18n';
export type { MessageKey } from './i18n/messages.zh-CN';

export { currentRoute, navigate, replaceRoute, useRoute } from './navigation/navigate';
export { endSession, signOut } from './navigation/sign-out';

export { COUNTDOWN_SECONDS, createCountdown, type Countdown, type CountdownOptions } from './countdown/countdown';
export { useCountdown } from './countdown/use-countdown';

/**
 * The id of the sub-app container `<div>` owned by the root config; the shell moves it into its
 * content region while a sub-app route is active.
 *
 * @example
 * document.getElementById(SUBAPP_CONTAINER_ID);
 */
export const SUBAPP_CONTAINER_ID = 'cloud-subapp';

export * from './rules/route.rules';
export * from './rules/menu.rules';
export * from './rules/validation.rules';
export * from './rules/envelope.rules';
export * from './rules/user.rules';
export * from './rules/app-entry.rules';
export * from './rules/code-countdown.rules';
export * from './rules/greeting.rules';
export * from './rules/login.rules';
export * from './rules/register.rules';
export * from './rules/notice-bell.rules';
export * from './rules/overview.rules';
