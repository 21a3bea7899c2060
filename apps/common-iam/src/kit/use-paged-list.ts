import { useCallback, useEffect, useRef, useState } from 'react';
import { isAccessDenied, pageWithin, toPageSize } from '@portal/console';
import { DEFAULT_PAGE_SIZE, type TableState } from './table-state';
import { useFailureText } from './use-access';

interface PageAnswer<R> {
  total: number;
  data: R[];
}

/** What a paged table reads of its list (`usePagedList`, or a list paged on the screen). */
export interface PagedRows<R> {
  rows: R[];
  total: number;
  page: number;
  pageSize: number;
  state: TableState;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  reload: () => void;
}

interface PagedList<R, F> extends PagedRows<R> {
  /** The filters of the rows shown (what the toolbar last applied). */
  filters: F;
  /** Applies new filters from page 1. */
  apply: (filters: F) => void;
}

/**
 * A server-paged list: loads on every change of page, size or filters, keeps the rows shown while
 * the next answer is on its way (and after a failure), and steps back when the page it asked for
 * is past the end. A late answer of an older request never replaces a newer one.
 */
export function usePagedList<R, F>(
  load: (request: { pageNum: number; pageSize: number; filters: F }) => Promise<PageAnswer<R>>,
  initialFilters: F,
): PagedList<R, F> {
  const failure = useFailureText();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeState] = useState<number>(DEFAULT_PAGE_SIZE);
  const [filters, setFilters] = useState<F>(initialFilters);
  const [round, setRound] = useState(0);
  const [rows, setRows] = useState<R[]>([]);
  const [total, setTotal] = useState(0);
  const [state, setState] = useState<TableState>({ kind: 'loading' });
  const loadRef = useRef(load);
  loadRef.current = load;
  const failureRef = useRef(failure);
  failureRef.current = failure;

  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    loadRef.current({ pageNum: page, pageSize, filters }).then(
      (answer) => {
        if (!live) return;
        const kept = pageWithin(page, answer.total, pageSize);
        if (kept !== page) {
          setPage(kept);
          return;
        }
        setRows(answer.data);
        setTotal(answer.total);
        setState({ kind: 'ready' });
      },
      (error: unknown) => {
        if (live) setState({ kind: 'error', message: failureRef.current(error), denied: isAccessDenied(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [page, pageSize, filters, round]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  const apply = useCallback((next: F) => {
    setPage(1);
    setFilters(next);
    setRound((r) => r + 1);
  }, []);
  const setPageSize = useCallback((size: number) => {
    setPage(1);
    setPageSizeState(toPageSize(size, DEFAULT_PAGE_SIZE));
  }, []);

  return { rows, total, page, pageSize, filters, state, setPage, setPageSize, apply, reload };
}
