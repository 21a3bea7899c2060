import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { StatePanel, toaster } from '@portal/ui';
import { colon, failureMessage, unreadCountAtom, useAtomValue } from '@portal/utils';
import type { Notice } from '@portal/contract';
import { markRead, queryNotices } from './station.api';
import { TableScroller } from './table-scroller';
import { formatSendTime, pageWithin, STATION_PAGE_SIZE, stationQuery, unreadIds, type ReadFilter } from './station.rules';
import { styles } from './station.styles';
import { useText } from './use-text';
import { Pager } from '@portal/console';

/** Every answer carries the query it answers, so the pager never names a page whose rows have not arrived. */
type List = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; query: string; total: number; notices: Notice[] };

const FILTERS: ReadFilter[] = ['all', 'unread', 'read'];

/**
 * The station message page (#/common/msg/system/message/station, issue 5 item 7): read/unread
 * filter, keyword, 20 a page, mark read. Filter, keyword and page are the route's (`StationRoute`
 * keeps them in the address); a notice opens on its own page (`onOpen`). Every mark-read writes
 * the server's new unread count into `unreadCountAtom`, so the header bell stays in step.
 */
export function StationPage({
  crumbs,
  filter,
  keyword: applied,
  page,
  onFilter,
  onSearch,
  onPage,
  onShowAll,
  onOpen,
}: {
  crumbs?: ReactNode;
  filter: ReadFilter;
  keyword: string;
  page: number;
  onFilter: (filter: ReadFilter) => void;
  onSearch: (keyword: string) => void;
  onPage: (page: number) => void;
  onShowAll: () => void;
  onOpen: (id: number) => void;
}) {
  const t = useText();
  // What the user types stays in the field until searched; a new address (Back, 查看全部) shows its own.
  const [keyword, setKeyword] = useState(applied);
  // The route's keyword wins when it changes from outside (Back, a link); what was typed and
  // searched stays as typed (a keyword of spaces is searched as none, yet not wiped from the field).
  useEffect(() => setKeyword((typed) => (typed.trim() === applied.trim() ? typed : applied)), [applied]);
  const [round, setRound] = useState(0);
  const [answer, setList] = useState<List>({ state: 'loading' });
  const query = `${filter}|${page}|${applied}`;
  const list: List = answer.state === 'ready' && answer.query !== query ? { state: 'loading' } : answer;

  useEffect(() => {
    let live = true;
    setList({ state: 'loading' });
    queryNotices(stationQuery(filter, page, applied)).then(
      (answer) => {
        if (!live) return;
        const kept = pageWithin(page, answer.total);
        if (kept !== page) onPage(kept);
        else setList({ state: 'ready', query: `${filter}|${page}|${applied}`, total: answer.total, notices: answer.data });
      },
      (error: unknown) => live && setList({ state: 'error', message: failureMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [filter, page, applied, round]);

  const reload = useCallback(() => setRound((r) => r + 1), []);

  // The unread count moves without us too (the bell's mark-all-read, a new notice found by its
  // poll): the list follows it. A count this page set itself has already reloaded the list.
  const unread = useAtomValue(unreadCountAtom);
  const seenUnread = useRef(unread);
  useEffect(() => {
    if (unread === seenUnread.current) return;
    seenUnread.current = unread;
    reload();
  }, [unread, reload]);

  const mark = async (ids: number[]) => {
    // Results are toasts, as everywhere in the portal.
    if (ids.length === 0) {
      toaster.create({ type: 'warning', title: t('station.nothingUnread') });
      return;
    }
    try {
      const result = await markRead(ids);
      seenUnread.current = result.unread;
      toaster.create({ type: 'success', title: t('station.marked') });
      reload();
    } catch (error) {
      toaster.create({ type: 'error', title: failureMessage(error) });
    }
  };

  const search = (event: FormEvent) => {
    event.preventDefault();
    onSearch(keyword);
  };

  const notices = list.state === 'ready' ? list.notices : [];

  return (
    // A section, not <main>: the portal's shell already holds the page's main landmark.
    <section style={styles.page} data-page="station" aria-labelledby="station-title">
      {crumbs}
      <h1 id="station-title" style={{ ...styles.title, margin: '0 0 1rem' }}>
        {t('station.title')}
      </h1>
      <div style={styles.panel}>
        <div style={styles.bar}>
          <div role="group" aria-label={t('station.filter')} style={styles.segment}>
            {FILTERS.map((value) => (
              <button key={value} type="button" aria-pressed={filter === value} style={styles.segmentButton(filter === value)} onClick={() => onFilter(value)}>
                {t(`station.${value}`)}
              </button>
            ))}
          </div>
          <form onSubmit={search} style={{ display: 'flex', gap: '0.5rem', flex: '1 1 16rem', maxWidth: '24rem' }} role="search">
            <label htmlFor="station-keyword" style={{ alignSelf: 'center', whiteSpace: 'nowrap' }}>
              {t('station.keyword')}
            </label>
            <input id="station-keyword" style={styles.input} value={keyword} maxLength={64} onChange={(e) => setKeyword(e.target.value)} />
            <button type="submit" style={styles.button}>
              {t('station.search')}
            </button>
          </form>
          <button
            type="button"
            style={{ ...styles.primary, marginLeft: 'auto' }}
            onClick={() => void mark(unreadIds(notices))}
            disabled={list.state !== 'ready'}
          >
            {t('station.markPageRead')}
          </button>
        </div>
        {list.state === 'loading' && (
          <p style={styles.notice} aria-live="polite">
            {t('station.loading')}
          </p>
        )}
        {list.state === 'error' && (
          <StatePanel
            kind="error"
            title={t('station.error')}
            description={list.message}
            action={
              <button type="button" style={styles.primary} onClick={reload}>
                {t('station.retry')}
              </button>
            }
          />
        )}
        {list.state === 'ready' && notices.length === 0 && (
          <StatePanel
            kind="empty"
            title={t('station.empty')}
            action={
              filter !== 'all' || applied ? (
                <button type="button" style={styles.button} onClick={onShowAll}>
                  {t('station.showAll')}
                </button>
              ) : undefined
            }
          />
        )}
        {list.state === 'ready' && notices.length > 0 && (
          <TableScroller label={t('station.tableRegion')} hint={t('station.scrollHint')}>
            <table style={styles.table}>
              <thead>
                <tr>
                  <th style={styles.th}>{t('station.colTitle')}</th>
                  <th style={styles.th}>{t('station.colRemark')}</th>
                  <th style={styles.th}>{t('station.colTime')}</th>
                  <th style={styles.th}>{t('station.colStatus')}</th>
                  <th style={styles.th}>{t('station.colActions')}</th>
                </tr>
              </thead>
              <tbody>
                {notices.map((notice) => (
                  <tr key={notice.id} data-notice={notice.id} data-read={notice.readStatus}>
                    <td style={{ ...styles.td, fontWeight: notice.readStatus === 0 ? 600 : 400 }}>
                      {notice.readStatus === 0 && <span style={styles.unreadDot} aria-hidden="true" />}
                      {notice.title}
                    </td>
                    <td style={{ ...styles.td, color: '#4b5563' }}>{notice.remark ?? ''}</td>
                    <td style={{ ...styles.td, whiteSpace: 'nowrap' }}>{formatSendTime(notice.sendTime)}</td>
                    <td style={{ ...styles.td, whiteSpace: 'nowrap' }}>{notice.readStatus === 0 ? t('station.unread') : t('station.read')}</td>
                    <td style={{ ...styles.td, whiteSpace: 'nowrap' }}>
                      <button type="button" style={styles.link} onClick={() => onOpen(notice.id)} aria-label={colon(t('station.detail'), notice.title)}>
                        {t('station.detail')}
                      </button>
                      {notice.readStatus === 0 && (
                        <button
                          type="button"
                          style={{ ...styles.link, marginLeft: '0.75rem' }}
                          onClick={() => void mark([notice.id])}
                          aria-label={colon(t('station.markRead'), notice.title)}
                        >
                          {t('station.markRead')}
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroller>
        )}
        {list.state === 'ready' && <Pager page={page} total={list.total} pageSize={STATION_PAGE_SIZE} onPage={onPage} />}
      </div>
    </section>
  );
}
