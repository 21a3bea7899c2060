/**
 * `@portal/utils/internal`: what the portal's own modules (the shell, the UI kit, the console kit,
 * the page parcels) take from @portal/utils. The one jotai store and its read-only atoms, the
 * session's actions, browser storage keys, the API client, the AES helper, i18n, runtime config,
 * navigation and the rules the shell and the login pages share.
 *
 * Sub-apps see only the public entry, `index.ts` (what docs/sub-app-guide.md documents, from which
 * the types tarball is built). At run time both names are the one System module `@portal/utils`
 * built from this file, so there is one store (docs/decisions/019). The session's writable atoms
 * stay private (`store/session-state.ts`): writes go through the actions of `store/session.ts`.
 */

// First: the async chunk (crypto-js's AES) must know where to be fetched from.
import './public-path';

export { loadPortalConfig, portalConfig } from './config/portal-config';
export { moduleFolder } from './config/module-folder';
export { loadOnce } from './loading/load-once';

export { countdownKeys, storageKeys } from './storage/storage-keys';
export { storage } from './storage/storage';

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
export { clearSession, setInnerUserMark, setMenu, setTokens, setUnread, setUserType, startSession, updateUserInfo, type SessionStart } from './store/session';
export { StoreProvider, useAtomValue } from './store/store-provider';

export { api } from './api/api';
export { apiRequestsInFlight } from './api/api-client';
export { ApiError, failureMessage, isApiError, NETWORK_MESSAGES } from './api/api-error';
export { call } from './api/call-api';
export { encryptBody, prefetchEncryption } from './api/encrypt-body';
export { loadAppCards } from './api/app-cards.api';
export { backgroundCallsHeld, holdBackgroundCalls, releaseBackgroundCalls } from './api/background-hold';

export { addMessages, colon, languageAtom, localName, setLanguage, syncDocumentLanguage, t, useLanguageSwitch, useT, type Language } from './i18n/i18n';
export type { MessageKey } from './i18n/messages.zh-CN';

export { navigate, replaceRoute, useRoute } from './navigation/navigate';
export { setPageNotFound, setPageTrail, usePageNotFound, usePageTrail, type PageCrumb, type PageTrail } from './navigation/page-trail';
export { menuPageLink } from './navigation/menu-page';
export { signInActions, type SignInActions } from './access/sign-in';
export { usePasswordStrategy } from './access/use-password-strategy';
export { signOut } from './access/sign-out';

export { COUNTDOWN_SECONDS } from './countdown/countdown';
export { useCountdown } from './countdown/use-countdown';

export {
  decideRoute,
  frameFor,
  homeTarget,
  isLoginTypePath,
  loginPathFor,
  MENU_CODE_PARAM,
  menuCodeOf,
  PORTAL_PAGES,
  splitRoute,
  withQueryParam,
  type PortalPage,
} from './rules/route.rules';
export { activeMenu, menuName, menuTarget, shapeMenuTree, type MenuNode, type ShapedMenuNode } from './rules/menu.rules';
export { menuPageRoute, topNavTarget } from './rules/menu-link.rules';
export {
  CODE_MAX,
  formRules,
  passwordChecklist,
  ruleMessage,
  rules,
  trimForm,
  validateField,
  type FieldRule,
  type PasswordStrategy,
  type PasswordStrategyLike,
  type RuleContext,
} from './rules/validation.rules';
export { abbreviationIn, APP_ACCENT_COLOURS, appCategories, openableAppUrl, type AppCard } from './rules/app-entry.rules';
export { canRequestCode, type CodeChannel } from './rules/code-countdown.rules';
export {
  acceptCallback,
  buildLoginPayload,
  canSubmitLogin,
  landingFor,
  landingHref,
  type Landing,
  codeChannelsFor,
  loginPathAfterSetPassword,
  queryParam,
  SUCCESS_MESSAGE_DELAY_MS,
  subAccountHintOf,
  type LoginFormState,
  type SecurityMode,
  type SubAccountNames,
} from './rules/login.rules';
export { sessionEndReasonOf } from './rules/session-end.rules';
