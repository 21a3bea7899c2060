import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { ConsoleLink, formatTime, PageCrumbs } from '@portal/console';
import { StatePanel } from '@portal/ui';
import { failureMessage } from '@portal/utils';
import type { Notice } from '@portal/contract';
import { useText } from '../send/use-text';
import { loadNotice, markRead } from './station.api';
import { noticeIdOf } from './station.route';
import { listRoute } from './station.rules';
import { styles } from './station.styles';

type Shown = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; notice: Notice };

/**
 * One notice on its own page (#/common/msg/system/message/detail/:noticeId, from the list or the
 * bell): marked read when opened (the bell's count follows through `markRead`). Its address holds
 * the list's query, so its back link, like the browser's Back, returns to the same rows; the
 * shell's left nav and breadcrumb lead to the list too.
 */
export function NoticePage() {
  const t = useText();
  const id = noticeIdOf(useParams().noticeId);
  const back = listRoute(useLocation().search);
  const [shown, setShown] = useState<Shown>({ state: 'loading' });

  useEffect(() => {
    let live = true;
    setShown({ state: 'loading' });
    if (id === null) {
      setShown({ state: 'error', message: t('station.notFound') });
      return;
    }
    loadNotice(id).then(
      (notice) => {
        if (!live) return;
        setShown({ state: 'ready', notice });
        if (notice.readStatus === 0) {
          markRead([notice.id]).then(
            () => live && setShown({ state: 'ready', notice: { ...notice, readStatus: 1 } }),
            () => undefined,
          );
        }
      },
      (error: unknown) => live && setShown({ state: 'error', message: failureMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [id]);

  const notice = shown.state === 'ready' ? shown.notice : null;
  return (
    <section style={styles.page} data-page="notice" aria-labelledby="notice-title">
      <PageCrumbs crumbs={[{ label: t('msg.area') }, { label: t('msg.stationMenu'), to: back }, { label: t('station.detailTitle') }]} />
      <ConsoleLink to={back}>← {t('station.back')}</ConsoleLink>
      <article style={{ ...styles.detail, marginTop: '0.75rem' }} aria-labelledby="notice-title" data-detail={notice ? '' : undefined}>
        <h1 id="notice-title" style={{ ...styles.title, margin: '0 0 0.25rem' }}>
          {notice ? notice.title : t('station.detailTitle')}
        </h1>
        {shown.state === 'loading' && (
          <p style={styles.notice} aria-live="polite">
            {t('station.loading')}
          </p>
        )}
        {shown.state === 'error' && <StatePanel kind="error" title={t('station.error')} description={shown.message} />}
        {notice && (
          <>
            <p style={{ color: '#6b7280', margin: 0, fontSize: '0.875rem' }} data-read={notice.readStatus}>
              {formatTime(notice.sendTime)} · {notice.readStatus === 0 ? t('station.unread') : t('station.read')}
            </p>
            {notice.remark && <p style={{ margin: '0.75rem 0 0', color: '#374151' }}>{notice.remark}</p>}
            <p style={styles.content}>{notice.content}</p>
          </>
        )}
      </article>
    </section>
  );
}
