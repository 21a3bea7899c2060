import type { ComponentProps, ReactNode } from 'react';
import type { StatusLabel } from '../../contract/cbp-status.rules';
import { ConsoleLink } from './console-link';
import { DataTable } from './data-table';
import { SegmentedFilter } from './filters';
import { Pager } from './pager';
import { PAGE_SIZE } from './paging.rules';
import { EmptyBlock, ErrorBlock } from './states';
import type { Resource } from './use-resource';
import { useConsoleText } from './use-console-text';
import type { useListQuery } from './use-list-query';

/** One page of a list as the API answers it: its rows and how many there are in all. */
export interface ListPage<T> {
  data: T[];
  total: number;
}

type TableProps<T> = ComponentProps<typeof DataTable<T>>;

/**
 * The rows and total a paged list draws: the answer, or while the next page loads the last one
 * (so the table dims its rows instead of blinking); none after a failure.
 */
export function shownPage<T>(resource: Resource<ListPage<T>>): ListPage<T> | null {
  if (resource.state === 'ready') return resource.data;
  return resource.state === 'loading' ? resource.previous : null;
}

/**
 * A list page's body under its filters, loaded a page at a time (`useResource` over the list's
 * query, `useListQuery`): the failure with a retry, or the table and the pager. An empty page
 * says whether the filters found nothing (`filtered`) or there is nothing yet (`emptyTitle`, with
 * `emptyAction`, e.g. a link to create the first one). `localize` gives a row's texts in the
 * reader's language before it is drawn.
 */
export function PagedTable<T>({
  resource,
  reload,
  list,
  localize,
  filtered,
  emptyTitle,
  emptyAction,
  ...table
}: Omit<TableProps<T>, 'rows' | 'loading' | 'empty' | 'failure'> & {
  resource: Resource<ListPage<T>>;
  reload(): void;
  list: Pick<ReturnType<typeof useListQuery>, 'page' | 'set'>;
  localize?(row: T): T;
  filtered: boolean;
  emptyTitle: string;
  emptyAction?: ReactNode;
}) {
  const t = useConsoleText();
  if (resource.state === 'error') return <ErrorBlock message={resource.message} denied={resource.denied} onRetry={reload} />;
  const shown = shownPage(resource);
  const rows = shown && (localize ? shown.data.map(localize) : shown.data);
  const loading = resource.state === 'loading';
  return (
    <>
      <DataTable
        {...table}
        rows={rows}
        loading={loading}
        empty={filtered ? <EmptyBlock title={t('console.emptyFiltered')} /> : <EmptyBlock title={emptyTitle} action={emptyAction} />}
      />
      <Pager page={list.page} total={shown?.total ?? 0} pageSize={PAGE_SIZE} onPage={(page) => list.set('page', page)} disabled={loading} />
    </>
  );
}

/** The status tabs of a list: 全部 (all), then each status in the words of its status tag. */
export function StatusTabs<V extends string | number>({
  label,
  tabs,
  status,
  value,
  onChange,
}: {
  label: string;
  tabs: readonly V[];
  status(value: V): StatusLabel;
  value: V | null;
  onChange(value: V | null): void;
}) {
  const t = useConsoleText();
  const choices = [{ value: null, label: t('console.all') }, ...tabs.map((tab) => ({ value: tab, label: t(`console.${status(tab).key}`) }))];
  return <SegmentedFilter label={label} value={value} onChange={onChange} choices={choices} />;
}

/** A row's 详情 (Details) link, named after the row for a screen reader; the detail page leads back to `back`. */
export function DetailLink({ to, back, name }: { to: string; back: string; name: string }) {
  const t = useConsoleText();
  return (
    <ConsoleLink to={to} state={{ back }} label={t('console.detailOf', { name })}>
      {t('console.detail')}
    </ConsoleLink>
  );
}
