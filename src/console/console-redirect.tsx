import { Navigate, useLocation } from 'react-router-dom';
import { withMenuCode } from './menu-code.rules';

/** Redirects inside the sub-app (its bare prefix to its first page), keeping or supplying the menu_code. */
export function ConsoleRedirect({ to, menuCode }: { to: string; menuCode: string }) {
  const { search } = useLocation();
  return <Navigate to={withMenuCode(to, search, menuCode)} replace />;
}
