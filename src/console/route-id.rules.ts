/** A numeric id from a route segment: a positive 32-bit integer, else null (the page says it does not exist). */
export function routeIdOf(value: string | undefined): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2147483647 ? Number(value) : null;
}
