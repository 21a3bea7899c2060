/**
 * @portal/root-config: registers the shell (active on every route) and the sub-apps (by hash
 * prefix, from the import map), then starts single-spa. No React here (STYLE habit 1).
 */
import { start } from 'single-spa';
import { registerPortal } from './register-apps';

registerPortal();
start({ urlRerouteOnly: true });
