import type { ServerContext } from '../../context';
import type { Delivery } from '../../delivery';
import type { PasswordHasher } from '../../security/password-hash';
import type { Language } from '../../../contract/rules/language.rules';

/** What the identity routes and services share: the context, the hasher and the delivery. */
export interface IamKit {
  ctx: ServerContext;
  hasher: PasswordHasher;
  delivery: Delivery;
  /** The injected clock (config.now). */
  now(): number;
}

/** Who asks, as the identity services need it: the request's address and the language of its answers and notices. */
export interface Caller {
  ip: string;
  language: Language;
}
