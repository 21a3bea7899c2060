import type { ServerContext } from '../../context';
import type { Delivery } from '../../delivery';
import type { PasswordHasher } from '../../security/password-hash';

/** What the identity routes and services share: the context, the hasher and the delivery. */
export interface IamKit {
  ctx: ServerContext;
  hasher: PasswordHasher;
  delivery: Delivery;
  /** The injected clock (config.now). */
  now(): number;
}
