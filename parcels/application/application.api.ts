/** Spec 7: the logo call, GET /cbp/conchservice/idaaslogoRequest?uuid=…; public, so an `<img>` loads it. */
export function logoSrc(uuid: string): string {
  return `/api/cbp/conchservice/idaaslogoRequest?uuid=${encodeURIComponent(uuid)}`;
}
