import { useState } from 'react';

/**
 * The filters a toolbar edits before 查询: `set` changes one as typed, `search` applies them,
 * `reset` clears the fields and applies the blank ones.
 */
export function useFilters<F extends object>(initial: F, blank: F, apply: (filters: F) => void) {
  const [filters, setFilters] = useState<F>(initial);
  const set =
    <K extends keyof F>(field: K) =>
    (value: string) =>
      setFilters((current) => ({ ...current, [field]: value as F[K] }));
  return {
    filters,
    set,
    search: () => apply(filters),
    reset: () => {
      setFilters(blank);
      apply(blank);
    },
  };
}
