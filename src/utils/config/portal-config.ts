/**
 * The browser's runtime configuration, served by the server as `/portal-config.json` (no-cache),
 * so one build runs in every environment.
 */
interface PortalConfig {
  /** Where `/toHome` sends the browser (spec 2). */
  homeUrl: string;
  /** The carbon platform page a client user lands on when the tenant has 双碳平台 (spec 2). */
  carbonUrl: string;
  /** The platform home's gateway page for other client users (spec 2). */
  gatewayUrl: string;
  /** Passphrase of the AES wire format of encrypted bodies (see `encryptBody`). */
  aesKey: string;
  /** Language used when the user has not chosen one (spec 9: zh-CN). */
  defaultLanguage: string;
  /** The operator's filing line (ICP_FILING) in every page's footer; '' shows none. */
  icpFiling: string;
}

const DEFAULTS: PortalConfig = {
  homeUrl: '/',
  carbonUrl: '/',
  gatewayUrl: '/',
  aesKey: '',
  defaultLanguage: 'zh-CN',
  icpFiling: '',
};

/**
 * The loaded configuration. It holds defaults until {@link loadPortalConfig} resolves; the
 * object is updated in place, so a reference taken early sees the loaded values later.
 *
 * @example
 * import { portalConfig } from '@portal/utils';
 * window.location.href = portalConfig.homeUrl;
 */
export const portalConfig: PortalConfig = { ...DEFAULTS };

let loading: Promise<PortalConfig> | null = null;

function pickStrings(raw: unknown): Partial<PortalConfig> {
  if (!raw || typeof raw !== 'object') return {};
  const picked: Partial<PortalConfig> = {};
  for (const key of Object.keys(DEFAULTS) as (keyof PortalConfig)[]) {
    const value = (raw as Record<string, unknown>)[key];
    if (typeof value === 'string') picked[key] = value;
  }
  return picked;
}

/**
 * Fetches `/portal-config.json` once (later calls share the first request) and fills
 * {@link portalConfig}. A failed fetch keeps the defaults and lets a later call retry.
 *
 * @example
 * await loadPortalConfig();
 * encryptBody(payload); // now uses portalConfig.aesKey
 */
export function loadPortalConfig(url = '/portal-config.json'): Promise<PortalConfig> {
  // The boot script fetched it together with the import maps (one wave): take that copy.
  const fromBoot =
    typeof document === 'undefined' ? undefined : document.querySelector<HTMLScriptElement>('script[data-environment-map]')?.dataset.portalConfig;
  if (!loading && fromBoot) {
    try {
      loading = Promise.resolve(Object.assign(portalConfig, pickStrings(JSON.parse(fromBoot))));
    } catch {
      loading = null;
    }
  }
  if (!loading) {
    loading = fetch(url, { headers: { accept: 'application/json' }, cache: 'no-cache' })
      .then((response) => {
        if (!response.ok) throw new Error(`portal-config.json answered ${response.status}`);
        return response.json();
      })
      .then((raw) => Object.assign(portalConfig, pickStrings(raw)))
      .catch((error: unknown) => {
        loading = null;
        throw error;
      });
  }
  return loading;
}
