import { useState } from 'react';

/**
 * The filters a toolbar edits before 查询: `field` binds a toolbar's filter to one (its name, its
 * value and its change as typed), `search` applies them, `reset` clears the fields and applies the
 * blank ones.
 */
export function useFilters<F extends { [K in keyof F]: string }>(initial: F, blank: F, apply: (filters: F) => void) {
  const [filters, setFilters] = useState<F>(initial);
  const set =
    <K extends keyof F>(field: K) =>
    (value: string) =>
      setFilters((current) => ({ ...current, [field]: value as F[K] }));
  return {
    field: <K extends keyof F & string>(name: K) => ({ name, value: filters[name], onChange: set(name) }),
    search: () => apply(filters),
    reset: () => {
      setFilters(blank);
      apply(blank);
    },
  };
}
