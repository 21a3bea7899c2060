import type { AxiosInstance } from 'axios';
import { store } from '../store/store';
import { tokensAtom } from '../store/atoms';
import { setTokens } from '../store/session';
import { languageAtom } from '../i18n/i18n';
import { endSession } from '../navigation/sign-out';
import { createApiClient } from './api-client';

/**
 * The portal's one API client (an axios instance; see `createApiClient` for what its interceptors
 * do). Tokens come from `tokensAtom`; a refresh stores the new pair there; a failed refresh signs
 * the user out. Calls carry the portal language as Accept-Language, so the server's messages are
 * in it. `response.data` is already the envelope's `data`. Calls go through `call` with a route
 * of a contract table, which uses this client: no path is written by hand.
 *
 * @example
 * import { call } from '@portal/utils';
 * const count = await call(msgmgtRoutes.unreadCount, { params: { userId: user.id } }); // number, through api
 */
export const api: AxiosInstance = createApiClient({
  getTokens: () => store.get(tokensAtom),
  setTokens,
  onSessionEnded: (reason) => endSession(reason),
  language: () => store.get(languageAtom),
});
