import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate, type NavigateOptions } from 'react-router-dom';
import { Link } from '@portal/ui';
import { withMenuCode } from './menu-code.rules';

/** A link inside the sub-app that keeps the menu_code it was opened with (spec 2). */
export function ConsoleLink({
  to,
  children,
  state,
  label,
  ...rest
}: {
  to: string;
  children: ReactNode;
  state?: unknown;
  label?: string;
  'data-testid'?: string;
}) {
  const { search } = useLocation();
  return (
    <Link asChild color="brand.fg" fontWeight="medium" aria-label={label} {...rest}>
      <RouterLink to={withMenuCode(to, search)} state={state}>
        {children}
      </RouterLink>
    </Link>
  );
}

/** `navigate` of react-router that keeps the menu_code as {@link ConsoleLink} does. */
export function useConsoleNavigate() {
  const navigate = useNavigate();
  const { search } = useLocation();
  return (to: string, options?: NavigateOptions) => navigate(withMenuCode(to, search), options);
}
