import type { AxiosInstance } from 'axios';
import { store } from '../store/store';
import { tokensAtom } from '../store/atoms';
import { endSession } from '../navigation/sign-out';
import { createApiClient } from './api-client';

/**
 * The portal's one API client (an axios instance; see `createApiClient` for what its interceptors
 * do). Tokens come from `tokensAtom`; a refresh stores the new pair there; a failed refresh signs
 * the user out. `response.data` is already the envelope's `data`.
 *
 * @example
 * import { api } from '@portal/utils';
 * const { data: count } = await api.get<number>(`/common/msgmgt/tmsgsenddetail/queryMsgUnReadNum/${user.id}`);
 */
export const api: AxiosInstance = createApiClient({
  getTokens: () => store.get(tokensAtom),
  setTokens: (tokens) => store.set(tokensAtom, tokens),
  onSessionEnded: () => endSession(),
});
