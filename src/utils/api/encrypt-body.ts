import type AESModule from 'crypto-js/aes';
import { portalConfig } from '../config/portal-config';
import { loadOnce } from '../loading/load-once';
import { ApiError, clientFailureText } from './api-error';

type Aes = typeof AESModule;

/**
 * crypto-js's AES, fetched once as an async chunk of @portal/utils: only a form that sends an
 * encrypted body needs it, so no page pays for it on load. A failed fetch is forgotten, so the
 * next submit tries again.
 */
const loadAes = loadOnce(() =>
  import('crypto-js/aes').then(
    (mod) => (mod as { default?: Aes }).default ?? (mod as unknown as Aes),
    () => {
      // The code could not be fetched: to the user that is the network failing, like the call itself.
      throw new ApiError(clientFailureText('NETWORK') ?? 'NETWORK', 'NETWORK', 0);
    },
  ),
);

/**
 * The wire format of "encrypted" calls (spec 7): `{ data: <crypto-js AES, passphrase mode> }` with
 * the key from `/portal-config.json`. It hides bodies from casual logging; it is not a security
 * boundary (the key is public to every browser) — TLS is.
 *
 * @example
 * const body = await encryptBody({ loginName, pwd }); // { data: 'U2FsdGVkX1…' }
 * // `call` does this itself for a route marked `encrypted` (iamRoutes.clientLogin).
 */
export async function encryptBody(payload: unknown, key: string = portalConfig.aesKey): Promise<{ data: string }> {
  const AES = await loadAes();
  return { data: AES.encrypt(JSON.stringify(payload), key).toString() };
}

/**
 * Starts fetching the AES code before it is needed, so that a submit never waits for it. The
 * access pages call it when the user first focuses their form.
 */
export function prefetchEncryption(): void {
  loadAes().catch(() => undefined);
}
