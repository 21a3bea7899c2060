import { API_BASE } from '../../contract/http';
import { cbpRoutes } from '../../contract/cbp.routes';

/** Spec 7: the logo call, GET /cbp/conchservice/idaaslogoRequest?uuid=…; public, so an `<img>` loads it. */
export function logoSrc(uuid: string): string {
  return `${API_BASE}${cbpRoutes.logo.path}?uuid=${encodeURIComponent(uuid)}`;
}
