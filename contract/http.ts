/** Base path of every API call (spec 7). */
export const API_BASE = '/api';
/** Client timeout of every API call, in ms (spec 7, 9). */
export const API_TIMEOUT_MS = 10_000;
/** Sent on every request: the host name the portal is served under (spec 7). */
export const DOMAIN_HEADER = 'domain-name';
/** Sent when an access token is stored: `Authorization: Bearer <at>`. */
export const TOKEN_HEADER = 'authorization';
/**
 * Sent by the unread-count poll so that it does not count as user activity
 * (sessions end after 30 minutes idle; the 5-second poll must not keep them alive).
 */
export const BACKGROUND_HEADER = 'x-background-request';
