/**
 * The shared `react/jsx-dev-runtime` (docs/decisions/015): a sub-app's development build (swc or
 * Babel with `development: true`) imports `jsxDEV` from here instead of bundling React's
 * development JSX runtime, which the portal's production React cannot serve ("dispatcher.getOwner
 * is not a function"). `jsxDEV` makes the same elements as the production `jsx`/`jsxs` of the one
 * shared `react/jsx-runtime`; the source location and owner arguments are development-only and
 * dropped.
 */
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';

type JsxType = Parameters<typeof jsx>[0];
type JsxProps = Parameters<typeof jsx>[1];

export function jsxDEV(type: JsxType, props: JsxProps, key?: string | number | bigint, isStaticChildren?: boolean): ReturnType<typeof jsx> {
  const elementKey = key === undefined ? undefined : String(key);
  return isStaticChildren ? jsxs(type, props, elementKey) : jsx(type, props, elementKey);
}

export { Fragment };
