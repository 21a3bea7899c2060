/**
 * The browser kernel: the few facts every portal module of the browser shares and that must not
 * differ between them, with no dependency (ADR 020). The root config loads before any shared
 * module, so each module bundles its own small copy of what it takes from here; the facts are
 * written once.
 *   - `SUBAPP_CONTAINER_ID`: the element the root config mounts sub-apps into, which the shell adopts;
 *   - `systemLoader()`: the page's SystemJS;
 *   - `Language`, `readLanguage`: the portal's languages and the stored choice;
 *   - the sub-app rules of the import map (`subapp.rules.ts`) and their texts (`subapp.messages.ts`).
 */
export { SUBAPP_CONTAINER_ID } from './subapp-container-id';
export { systemLoader, type SystemLoader } from './system-loader';
export * from './subapp.rules';
export * from './subapp.messages';
