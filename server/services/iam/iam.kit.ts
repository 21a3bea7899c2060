import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import type { Delivery } from '../../delivery';
import { createPasswordHasher, type PasswordHasher } from '../../security/password-hash';
import type { Language } from '../../../contract/rules/language.rules';

/** What the identity routes and services share: the context, the hasher and the delivery. */
export interface IamKit {
  ctx: ServerContext;
  hasher: PasswordHasher;
  delivery: Delivery;
  /** The injected clock (config.now). */
  now(): number;
}

/** A kit with a hasher of its own, the app's delivery and the config's clock. */
export function createIamKit(app: FastifyInstance, ctx: ServerContext): IamKit {
  return {
    ctx,
    hasher: createPasswordHasher({ fast: ctx.config.fastHashing, concurrency: ctx.config.hashConcurrency }),
    delivery: app.delivery,
    now: () => ctx.config.now(),
  };
}

/** Who asks, as the identity services need it: the request's address and the language of its answers and notices. */
export interface Caller {
  ip: string;
  language: Language;
}
