import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { StatePanel } from '@portal/ui';
import { Pager } from '@portal/console';
import { STATION_PAGE_SIZE, unreadIds, type ReadFilter } from './station.rules';
import { styles } from './station.styles';
import { StationTable } from './station-table';
import { useStationList, type List } from './use-station-list';
import { useText } from './use-text';

const FILTERS: ReadFilter[] = ['all', 'unread', 'read'];

interface StationProps {
  crumbs?: ReactNode;
  filter: ReadFilter;
  keyword: string;
  page: number;
  onFilter: (filter: ReadFilter) => void;
  onSearch: (keyword: string) => void;
  onPage: (page: number) => void;
  onShowAll: () => void;
  onOpen: (id: number) => void;
}

/** The keyword field and 搜索; what the user types stays in the field until searched. */
function KeywordSearch({ applied, onSearch }: { applied: string; onSearch: (keyword: string) => void }) {
  const t = useText();
  // A new address (Back, 查看全部) shows its own keyword.
  const [keyword, setKeyword] = useState(applied);
  // The route's keyword wins when it changes from outside (Back, a link); what was typed and
  // searched stays as typed (a keyword of spaces is searched as none, yet not wiped from the field).
  useEffect(() => setKeyword((typed) => (typed.trim() === applied.trim() ? typed : applied)), [applied]);
  const search = (event: FormEvent) => {
    event.preventDefault();
    onSearch(keyword);
  };
  return (
    <form onSubmit={search} style={{ display: 'flex', gap: '0.5rem', flex: '1 1 16rem', maxWidth: '24rem' }} role="search">
      <label htmlFor="station-keyword" style={{ alignSelf: 'center', whiteSpace: 'nowrap' }}>
        {t('station.keyword')}
      </label>
      <input id="station-keyword" style={styles.input} value={keyword} maxLength={64} onChange={(e) => setKeyword(e.target.value)} />
      <button type="submit" style={styles.button}>
        {t('station.search')}
      </button>
    </form>
  );
}

/** The read filter, the keyword search and 本页标为已读. */
function StationBar({
  filter,
  applied,
  ready,
  onFilter,
  onSearch,
  onMarkPage,
}: {
  filter: ReadFilter;
  applied: string;
  ready: boolean;
  onFilter: (filter: ReadFilter) => void;
  onSearch: (keyword: string) => void;
  onMarkPage: () => void;
}) {
  const t = useText();
  return (
    <div style={styles.bar}>
      <div role="group" aria-label={t('station.filter')} style={styles.segment}>
        {FILTERS.map((value) => (
          <button key={value} type="button" aria-pressed={filter === value} style={styles.segmentButton(filter === value)} onClick={() => onFilter(value)}>
            {t(`station.${value}`)}
          </button>
        ))}
      </div>
      <KeywordSearch applied={applied} onSearch={onSearch} />
      <button type="button" style={{ ...styles.primary, marginLeft: 'auto' }} onClick={onMarkPage} disabled={!ready}>
        {t('station.markPageRead')}
      </button>
    </div>
  );
}

/** Loading, the failure with a retry, the empty state (with 查看全部 when filtered), or the table. */
function StationBody({
  list,
  filtered,
  reload,
  onShowAll,
  onOpen,
  onMark,
}: {
  list: List;
  filtered: boolean;
  reload: () => void;
  onShowAll: () => void;
  onOpen: (id: number) => void;
  onMark: (ids: number[]) => void;
}) {
  const t = useText();
  if (list.state === 'loading') {
    return (
      <p style={styles.notice} aria-live="polite">
        {t('station.loading')}
      </p>
    );
  }
  if (list.state === 'error') {
    const retry = (
      <button type="button" style={styles.primary} onClick={reload}>
        {t('station.retry')}
      </button>
    );
    return <StatePanel kind="error" title={t('station.error')} description={list.message} action={retry} />;
  }
  if (list.notices.length > 0) return <StationTable notices={list.notices} onOpen={onOpen} onMark={onMark} />;
  const showAll = filtered ? (
    <button type="button" style={styles.button} onClick={onShowAll}>
      {t('station.showAll')}
    </button>
  ) : undefined;
  return <StatePanel kind="empty" title={t('station.empty')} action={showAll} />;
}

/**
 * The station message page (#/common/msg/system/message/station, issue 5 item 7): read/unread
 * filter, keyword, 20 a page, mark read. Filter, keyword and page are the route's (`StationRoute`
 * keeps them in the address); a notice opens on its own page (`onOpen`). The list and mark-read:
 * use-station-list.ts.
 */
export function StationPage({ crumbs, filter, keyword: applied, page, onFilter, onSearch, onPage, onShowAll, onOpen }: StationProps) {
  const t = useText();
  const { list, reload, mark } = useStationList(filter, page, applied, onPage);
  const notices = list.state === 'ready' ? list.notices : [];
  const markIds = (ids: number[]) => void mark(ids);
  return (
    // A section, not <main>: the portal's shell already holds the page's main landmark.
    <section style={styles.page} data-page="station" aria-labelledby="station-title">
      {crumbs}
      <h1 id="station-title" style={{ ...styles.title, margin: '0 0 1rem' }}>
        {t('station.title')}
      </h1>
      <div style={styles.panel}>
        <StationBar
          filter={filter}
          applied={applied}
          ready={list.state === 'ready'}
          onFilter={onFilter}
          onSearch={onSearch}
          onMarkPage={() => markIds(unreadIds(notices))}
        />
        <StationBody list={list} filtered={filter !== 'all' || Boolean(applied)} reload={reload} onShowAll={onShowAll} onOpen={onOpen} onMark={markIds} />
        {list.state === 'ready' && <Pager page={page} total={list.total} pageSize={STATION_PAGE_SIZE} onPage={onPage} />}
      </div>
    </section>
  );
}
