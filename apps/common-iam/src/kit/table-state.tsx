import type { ReactNode } from 'react';
import { EmptyBlock, PAGE_SIZES, type TableFailure } from '@portal/console';

/** Where a list's load is: the console DataTable's `loading`, `failure` and `empty` come from it. */
/** `denied`: the server refused the list (403), drawn as the access-denied panel without a retry. */
export type TableState = { kind: 'loading' } | { kind: 'error'; message: string; denied?: boolean } | { kind: 'ready' };

/** The identity app's lists start at the smallest page size. */
export const DEFAULT_PAGE_SIZE = PAGE_SIZES[0];

type T = (key: string, params?: Record<string, string | number>) => string;

/**
 * A failed load in the identity app's words ("加载失败：{message}" with a retry), drawn by the
 * console kit's one failure panel; `iam-load-failed` is the browser tests' hook. A load the server
 * refused (`denied`, a 403: `isAccessDenied`) is the kit's access-denied panel instead, no retry.
 */
export function loadFailure(t: T, message: string, onRetry: () => void, denied?: boolean): TableFailure {
  return { message, onRetry, title: t('iam.loadFailedWith', { message }), testId: 'iam-load-failed', denied };
}

/** The console DataTable's state props of a list: skeleton or dimmed rows, the failure above, the empty row. */
export function tableState(
  t: T,
  state: TableState,
  onRetry: () => void,
  emptyText: string,
): { loading: boolean; failure: TableFailure | null; empty: ReactNode } {
  return {
    loading: state.kind === 'loading',
    failure: state.kind === 'error' ? loadFailure(t, state.message, onRetry, state.denied) : null,
    empty: <EmptyBlock title={emptyText} testId="iam-empty" />,
  };
}
