/**
 * `@portal/utils`, the public face sub-apps import: exactly the names docs/sub-app-guide.md
 * documents (its "Every name of @portal/utils" list; `index.test.ts` holds the two together), and
 * the file the types tarball's declarations of `@portal/utils` are built from (build/types.js).
 *
 * The atoms are read-only; a sub-app changes the session through the actions (`setUnread`,
 * `setLanguage`, `signOut`). The portal's own modules import `@portal/utils/internal` instead
 * (docs/decisions/019).
 */
export {
  // The one store and its read-only atoms (guide, section 3).
  store,
  StoreProvider,
  useAtomValue,
  userInfoAtom,
  tokensAtom,
  userTypeAtom,
  innerUserMarkAtom,
  menuTreeAtom,
  menuCodesAtom,
  buttonPermissionsAtom,
  unreadCountAtom,
  languageAtom,
  type Tokens,
  // The actions (section 3).
  setUnread,
  setLanguage,
  signOut,
  // Browser storage (section 3).
  storage,
  storageKeys,
  // The API (section 4).
  api,
  call,
  ApiError,
  isApiError,
  failureMessage,
  encryptBody,
  prefetchEncryption,
  // Navigation and the frame (sections 3 and 5).
  navigate,
  replaceRoute,
  useRoute,
  MENU_CODE_PARAM,
  setPageTrail,
  setPageNotFound,
  type PageTrail,
  type PageCrumb,
  // Texts (section 5).
  t,
  useT,
  colon,
  useLanguageSwitch,
  addMessages,
  type Language,
  type MessageKey,
} from './internal';
