import { useCallback, useRef, useState } from 'react';
import { toaster } from '@portal/ui';
import { failureMessage, setUnread } from '@portal/utils/internal';
import type { Notice } from '../../contract/msgmgt';
import { NOTICE_BELL, allNoticesLoaded, appendNoticePage, nextNoticePage } from './notice-bell.rules';
import { loadUnreadNotices, markAllNoticesRead } from './notice-bell.api';
import { useText } from './use-text';

type ListState = { notices: Notice[]; total: number; loading: boolean; error: string | null };
const EMPTY_LIST: ListState = { notices: [], total: 0, loading: false, error: null };

/**
 * The bell's list of unread notices: paged in as it scrolls, loaded afresh on each open, emptied
 * on 全部已读. A load that a newer one (or closing the popover) has overtaken is dropped: `forget`.
 */
export function useNoticeList(reduceMotion: boolean | null) {
  const t = useText();
  const [list, setList] = useState<ListState>(EMPTY_LIST);
  const [marking, setMarking] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const listRef = useRef(list);
  listRef.current = list;
  const generation = useRef(0);

  const loadPage = useCallback(async (reset: boolean) => {
    const current = reset ? EMPTY_LIST : listRef.current;
    if (!reset && (current.loading || allNoticesLoaded(current.notices.length, current.total))) return;
    const mine = reset ? ++generation.current : generation.current;
    setList({ ...current, loading: true, error: null });
    try {
      const page = await loadUnreadNotices(nextNoticePage(current.notices.length), NOTICE_BELL.pageSize);
      if (mine !== generation.current) return;
      setList({ notices: appendNoticePage(current.notices, page.data), total: page.total, loading: false, error: null });
      if (reset) setUnread(page.total);
    } catch (error) {
      if (mine !== generation.current) return;
      setList({ ...current, loading: false, error: failureMessage(error) });
    }
  }, []);

  const forget = () => {
    generation.current++;
  };

  const markAll = async () => {
    if (marking) return;
    if (!list.notices.length) {
      toaster.create({ type: 'info', title: t('bell.nothingToMark') });
      return;
    }
    setMarking(true);
    try {
      await markAllNoticesRead();
      forget();
      setLeaving(!reduceMotion);
      setList(EMPTY_LIST);
      setUnread(0);
    } catch (error) {
      toaster.create({ type: 'error', title: failureMessage(error) });
    } finally {
      setMarking(false);
    }
  };

  return { list, marking, leaving, loadPage, forget, markAll, left: () => setLeaving(false) };
}
