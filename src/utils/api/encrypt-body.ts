import AES from 'crypto-js/aes';
import { portalConfig } from '../config/portal-config';

/**
 * The wire format of "encrypted" calls (spec 7): `{ data: <crypto-js AES, passphrase mode> }` with
 * the key from `/portal-config.json`. It hides bodies from casual logging; it is not a security
 * boundary (the key is public to every browser) — TLS is.
 *
 * @example
 * await api.post('/common/iam/v1/client/login', encryptBody({ loginName, pwd }));
 */
export function encryptBody(payload: unknown, key: string = portalConfig.aesKey): { data: string } {
  return { data: AES.encrypt(JSON.stringify(payload), key).toString() };
}
