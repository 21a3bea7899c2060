import { keyedDigest } from '../../security/tokens';
import type { IamKit } from './iam.kit';

/**
 * The stored form of a code or set-password key (N-2): an HMAC under the code secret, which
 * buildApp fixes in the configuration before any service starts (server/db/data-dir.ts).
 */
export function sealed(kit: Pick<IamKit, 'ctx'>, value: string): string {
  const secret = kit.ctx.config.codeSecret;
  if (!secret) throw new Error('the code secret is not set: build the server with buildApp');
  return keyedDigest(secret, value);
}
