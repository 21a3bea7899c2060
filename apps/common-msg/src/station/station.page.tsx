import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { PortalParcel, StatePanel, toaster } from '@portal/ui';
import { colon, failureMessage, unreadCountAtom, useAtomValue } from '@portal/utils';
import type { Notice } from '@portal/contract';
import { loadNotice, markRead, queryNotices } from './station.api';
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
 * filter, 20 a page, mark read, details. Every mark-read writes the server's new unread count
 * into `unreadCountAtom`, so the header bell stays in step.
 */
export function StationPage({ crumbs, openId = null, onCloseNotice }: { crumbs?: ReactNode; openId?: number | null; onCloseNotice?: () => void }) {
  const t = useText();
  const [filter, setFilter] = useState<ReadFilter>('all');
  const [keyword, setKeyword] = useState('');
  const [applied, setApplied] = useState('');
  const [page, setPage] = useState(1);
  const [round, setRound] = useState(0);
  const [answer, setList] = useState<List>({ state: 'loading' });
  const query = `${filter}|${page}|${applied}`;
  const list: List = answer.state === 'ready' && answer.query !== query ? { state: 'loading' } : answer;
  const [detail, setDetail] = useState<Notice | null>(null);

  useEffect(() => {
    let live = true;
    setList({ state: 'loading' });
    queryNotices(stationQuery(filter, page, applied)).then(
      (answer) => {
        if (!live) return;
        const kept = pageWithin(page, answer.total);
        if (kept !== page) setPage(kept);
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
      setDetail((d) => (d && ids.includes(d.id) ? { ...d, readStatus: 1 } : d));
      reload();
    } catch (error) {
      toaster.create({ type: 'error', title: failureMessage(error) });
    }
  };

  const openDetail = (notice: Notice) => {
    setDetail(notice);
    if (notice.readStatus === 0) void mark([notice.id]);
  };

  const showAll = () => {
    setFilter('all');
    setKeyword('');
    setApplied('');
    setPage(1);
  };

  // A link to one notice (the bell's click): show it, and mark it read if it is not yet.
  useEffect(() => {
    if (!openId) return;
    let live = true;
    loadNotice(openId).then(
      (notice) => live && openDetail(notice),
      (error: unknown) => live && toaster.create({ type: 'error', title: failureMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [openId]);

  const closeDetail = () => {
    setDetail(null);
    onCloseNotice?.();
  };

  const search = (event: FormEvent) => {
    event.preventDefault();
    setPage(1);
    setApplied(keyword);
  };

  const notices = list.state === 'ready' ? list.notices : [];

  return (
    // A section, not <main>: the portal's shell already holds the page's main landmark.
    <section style={styles.page} data-page="station" aria-labelledby="station-title">
      {crumbs}
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '0.75rem', margin: '0 0 1rem' }}>
        <h1 id="station-title" style={{ ...styles.title, margin: 0 }}>
          {t('station.title')}
        </h1>
        {/* The portal's bell parcel, mounted by this sub-app in its own page header. */}
        <PortalParcel name="@portal/notice-bell" props={{ tone: 'surface', testId: 'page-notice-bell' }} />
      </div>
      {detail ? (
        <article style={styles.detail} aria-labelledby="station-detail-title" data-detail>
          <button type="button" style={styles.link} onClick={closeDetail}>
            ← {t('station.back')}
          </button>
          <h2 id="station-detail-title" style={{ fontSize: '1.125rem', margin: '0.75rem 0 0.25rem' }}>
            {detail.title}
          </h2>
          <p style={{ color: '#6b7280', margin: 0, fontSize: '0.875rem' }}>
            {formatSendTime(detail.sendTime)} · {detail.readStatus === 0 ? t('station.unread') : t('station.read')}
          </p>
          {detail.remark && <p style={{ margin: '0.75rem 0 0', color: '#374151' }}>{detail.remark}</p>}
          <p style={styles.content}>{detail.content}</p>
        </article>
      ) : (
        <div style={styles.panel}>
          <div style={styles.bar}>
            <div role="group" aria-label={t('station.filter')} style={styles.segment}>
              {FILTERS.map((value) => (
                <button
                  key={value}
                  type="button"
                  aria-pressed={filter === value}
                  style={styles.segmentButton(filter === value)}
                  onClick={() => {
                    setFilter(value);
                    setPage(1);
                  }}
                >
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
                  <button type="button" style={styles.button} onClick={showAll}>
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
                        <button type="button" style={styles.link} onClick={() => openDetail(notice)} aria-label={colon(t('station.detail'), notice.title)}>
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
          {list.state === 'ready' && <Pager page={page} total={list.total} pageSize={STATION_PAGE_SIZE} onPage={setPage} />}
        </div>
      )}
    </section>
  );
}
