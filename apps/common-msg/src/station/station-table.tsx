/** The station's notices: title (bold with a dot while unread), summary, time, status, 详情 and 标为已读. */
import { colon } from '@portal/utils';
import type { Notice } from '@portal/contract';
import { formatTime } from '@portal/console';
import { TableScroller } from './table-scroller';
import { styles } from './station.styles';
import { useText } from './use-text';

function NoticeRow({ notice, onOpen, onMark }: { notice: Notice; onOpen: (id: number) => void; onMark: (ids: number[]) => void }) {
  const t = useText();
  return (
    <tr data-notice={notice.id} data-read={notice.readStatus}>
      <td style={{ ...styles.td, fontWeight: notice.readStatus === 0 ? 600 : 400 }}>
        {notice.readStatus === 0 && <span style={styles.unreadDot} aria-hidden="true" />}
        {notice.title}
      </td>
      <td style={{ ...styles.td, color: '#4b5563' }}>{notice.remark ?? ''}</td>
      <td style={{ ...styles.td, whiteSpace: 'nowrap' }}>{formatTime(notice.sendTime)}</td>
      <td style={{ ...styles.td, whiteSpace: 'nowrap' }}>{notice.readStatus === 0 ? t('station.unread') : t('station.read')}</td>
      <td style={{ ...styles.td, whiteSpace: 'nowrap' }}>
        <button type="button" style={styles.link} onClick={() => onOpen(notice.id)} aria-label={colon(t('station.detail'), notice.title)}>
          {t('station.detail')}
        </button>
        {notice.readStatus === 0 && (
          <button
            type="button"
            style={{ ...styles.link, marginLeft: '0.75rem' }}
            onClick={() => onMark([notice.id])}
            aria-label={colon(t('station.markRead'), notice.title)}
          >
            {t('station.markRead')}
          </button>
        )}
      </td>
    </tr>
  );
}

export function StationTable({ notices, onOpen, onMark }: { notices: Notice[]; onOpen: (id: number) => void; onMark: (ids: number[]) => void }) {
  const t = useText();
  return (
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
            <NoticeRow key={notice.id} notice={notice} onOpen={onOpen} onMark={onMark} />
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
