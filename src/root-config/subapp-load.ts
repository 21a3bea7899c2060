/**
 * The small pieces of loading a sub-app or the shell: why a load failed, a module's lifecycles,
 * the load timeout, and which modules load from a fresh URL next time.
 */
import type { FailureKind } from '../kernel';
import { isScriptError } from './system-registry';

/** After this long a load counts as failed and the panel offers a retry. */
export const LOAD_TIMEOUT_MS = 15_000;

/** What the error panel says of a failed app. */
interface Failure {
  kind: FailureKind;
  detail: string;
}
/** The failure of each app that failed, by module name (the shell too). */
export type Failures = Map<string, Failure>;

export class SubAppFailure extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
  ) {
    super(message);
  }
}

export type Lifecycle = (props: unknown) => Promise<unknown>;

/** A lifecycle export as a list of functions, or null when it is neither a function nor a non-empty list of them. */
export function lifecycleList(value: unknown): Lifecycle[] | null {
  if (typeof value === 'function') return [value as Lifecycle];
  if (Array.isArray(value) && value.length && value.every((fn) => typeof fn === 'function')) return value as Lifecycle[];
  return null;
}

interface LifecycleLists {
  bootstrap: Lifecycle[];
  mount: Lifecycle[];
  unmount: Lifecycle[];
}

/** The module's lifecycles (bootstrap may be missing); a 'lifecycles' failure when mount or unmount is not there. */
export function requireLifecycles(name: string, module: Record<string, unknown>): LifecycleLists {
  const mount = lifecycleList(module.mount);
  const unmount = lifecycleList(module.unmount);
  const bootstrap = module.bootstrap === undefined ? [] : lifecycleList(module.bootstrap);
  if (!mount || !unmount || !bootstrap) {
    throw new SubAppFailure('lifecycles', `${name}: exports ${Object.keys(module).join(', ') || 'nothing'}`);
  }
  return { bootstrap, mount, unmount };
}

/** `promise`, or a 'timeout' failure once `ms` have passed without it settling. */
export function withTimeout<T>(promise: Promise<T>, ms: number, name: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new SubAppFailure('timeout', `${name}: no module after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** The text the error panel's details show for `error`. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}

/** How a load that threw `error` failed: a SubAppFailure says so; anything else is a failed load. */
export function failureKindOf(error: unknown): FailureKind {
  return error instanceof SubAppFailure ? error.kind : 'load';
}

/** `mount` timed for the developer panel: `start` before the first, `end` after the last (devtools-recorder.ts). */
export function timedMount(mount: Lifecycle[], start: () => void, end: () => void): Lifecycle[] {
  return [async () => start(), ...mount, async () => end()];
}

export interface FreshUrls {
  /** A number for a fresh URL when the module's last load cannot be recovered from its URL; otherwise undefined. */
  next(name: string): number | undefined;
  /** Records how a load of `name` ended (no `failure`: it arrived), for the next load's URL. */
  note(name: string, failure?: { kind: FailureKind; error: unknown }): void;
}

/** Which modules load from a fresh URL (system-registry.ts importModule): those whose last load hung or whose script raised an error. */
export function createFreshUrls(): FreshUrls {
  let count = 0;
  const stale = new Set<string>();
  return {
    next: (name) => (stale.has(name) ? ++count : undefined),
    note(name, failure) {
      if (failure && (failure.kind === 'timeout' || isScriptError(failure.error))) stale.add(name);
      else if (!failure) stale.delete(name);
    },
  };
}
