import { stopAllPortals } from './helpers/portal';

/** Servers a failed test left running are stopped here, so `npm test` always exits. */
export default async function globalTeardown() {
  await stopAllPortals();
}
