/**
 * What the root config needs only once a sub-app loads: its lifecycles' wrapping, the keepers of
 * its styles (scoped to the container) and of its window globals. An async chunk of the root
 * config (register-apps.ts), so a visitor signing in does not fetch it (docs/decisions/007).
 */
export { loadSubApp } from './subapp-lifecycles';
export { createStyleKeeper } from './subapp-styles';
export { createGlobalsKeeper } from './subapp-globals';
