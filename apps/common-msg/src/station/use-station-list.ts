/**
 * The station's list for the route's filter, page and keyword: loaded again on retry, on a mark-read
 * and when the unread count moves without us; every mark-read writes the server's new unread count
 * into `unreadCountAtom` (through markRead), so the header bell stays in step.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { toaster } from '@portal/ui';
import { failureMessage, unreadCountAtom, useAtomValue } from '@portal/utils';
import type { Notice } from '@portal/contract';
import { pageWithin } from '@portal/console';
import { markRead, queryNotices } from './station.api';
import { STATION_PAGE_SIZE, stationQuery, type ReadFilter } from './station.rules';
import { useText } from './use-text';

/** Every answer carries the query it answers, so the pager never names a page whose rows have not arrived. */
export type List = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; query: string; total: number; notices: Notice[] };

export function useStationList(filter: ReadFilter, page: number, applied: string, onPage: (page: number) => void) {
  const t = useText();
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
        const kept = pageWithin(page, answer.total, STATION_PAGE_SIZE);
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

  return { list, reload, mark };
}
