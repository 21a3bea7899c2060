import { useCallback, useEffect, useRef, useState } from 'react';
import { Badge, BellIcon, Box, Button, Flex, IconButton, Popover, Portal, Spinner, Stack, Text, toaster } from '@portal/ui';
import { navigate, store, unreadCountAtom, useAtomValue, userInfoAtom } from '@portal/utils';
import { NOTICE_BELL, allNoticesLoaded, appendNoticePage, badgeText, nearListBottom, nextNoticePage } from '../../utils/rules/notice-bell.rules';
import type { Notice } from '../../../contract/msgmgt';
import { loadUnreadCount, loadUnreadNotices, markAllNoticesRead } from './account.api';
import { backgroundCallsHeld } from './background-hold';
import { useAccountText } from './use-account-text';

/** Where the bell's link goes (spec 2): the message centre's station page. */
export const MESSAGE_STATION_PATH = '/common/msg/system/message/station';

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : String(error));

/**
 * Polls the unread count every 5 s into `unreadCountAtom` (spec 4, 9) while the tab is visible;
 * a hidden tab sends nothing and a tab coming back asks at once. Stops on unmount.
 */
function useUnreadPoll(userId: number | null | undefined) {
  useEffect(() => {
    if (!userId) return;
    let inFlight = false;
    let active = true;
    const tick = async () => {
      if (inFlight || document.visibilityState === 'hidden' || backgroundCallsHeld()) return;
      inFlight = true;
      try {
        const count = await loadUnreadCount(userId);
        if (active) store.set(unreadCountAtom, count);
      } catch {
        // A failed poll keeps the last count; the next tick asks again.
      } finally {
        inFlight = false;
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void tick();
    };
    void tick();
    const timer = setInterval(() => void tick(), NOTICE_BELL.pollIntervalMs);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      active = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [userId]);
}

type ListState = { notices: Notice[]; total: number; loading: boolean; error: string | null };
const EMPTY_LIST: ListState = { notices: [], total: 0, loading: false, error: null };

/** The header's bell: the unread badge (capped at 99) and a popover of unread notices (spec 2, 4). */
export function NoticeBell() {
  const t = useAccountText();
  const user = useAtomValue(userInfoAtom);
  const count = useAtomValue(unreadCountAtom);
  const [open, setOpen] = useState(false);
  const [list, setList] = useState<ListState>(EMPTY_LIST);
  const [marking, setMarking] = useState(false);
  const listRef = useRef(list);
  listRef.current = list;
  const generation = useRef(0);

  useUnreadPoll(user?.id);

  const loadPage = useCallback(async (reset: boolean) => {
    const current = reset ? EMPTY_LIST : listRef.current;
    if (!reset && (current.loading || allNoticesLoaded(current.notices.length, current.total))) return;
    const mine = reset ? ++generation.current : generation.current;
    setList({ ...current, loading: true, error: null });
    try {
      const page = await loadUnreadNotices(nextNoticePage(current.notices.length), NOTICE_BELL.pageSize);
      if (mine !== generation.current) return;
      setList({ notices: appendNoticePage(current.notices, page.data), total: page.total, loading: false, error: null });
      if (reset) store.set(unreadCountAtom, page.total);
    } catch (error) {
      if (mine !== generation.current) return;
      setList({ ...current, loading: false, error: messageOf(error) });
    }
  }, []);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // Spec 4: opening resets the filters and loads unread notices afresh.
    if (next) void loadPage(true);
    else generation.current++;
  };

  const onScroll = (e: React.UIEvent<HTMLElement>) => {
    if (nearListBottom(e.currentTarget)) void loadPage(false);
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
      generation.current++;
      setList(EMPTY_LIST);
      store.set(unreadCountAtom, 0);
    } catch (error) {
      toaster.create({ type: 'error', title: messageOf(error) });
    } finally {
      setMarking(false);
    }
  };

  const goStation = () => {
    setOpen(false);
    navigate(MESSAGE_STATION_PATH);
  };

  const badge = badgeText(count);
  const done = allNoticesLoaded(list.notices.length, list.total);

  return (
    <Popover.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <IconButton variant="ghost" color="white" _hover={{ bg: 'whiteAlpha.200' }} _expanded={{ bg: 'whiteAlpha.200' }} aria-label={badge ? t('bell.labelUnread').replace('{count}', badge) : t('bell.label')} position="relative" data-testid="notice-bell">
          <BellIcon />
          {badge ? (
            <Badge position="absolute" top="0" right="0" transform="translate(35%, -20%)" colorPalette="red" variant="solid" borderRadius="full" fontSize="2xs" px="1.5" minW="5" justifyContent="center" data-testid="notice-badge">
              {badge}
            </Badge>
          ) : null}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          {/* Named here: the title is lazily mounted, so the popover cannot point at it when it opens. */}
          <Popover.Content w={{ base: 'calc(100vw - 16px)', sm: '360px' }} aria-label={t('bell.title')} data-testid="notice-popover">
            <Flex justify="space-between" align="center" px="4" py="3" borderBottomWidth="1px">
              <Popover.Title fontWeight="semibold">{t('bell.title')}</Popover.Title>
              <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => void markAll()} loading={marking}>
                {t('bell.markAll')}
              </Button>
            </Flex>
            {/* Focusable, so the keyboard can scroll the list (and so page in more notices). */}
            <Box maxH="360px" overflowY="auto" onScroll={onScroll} tabIndex={0} role="region" aria-label={t('bell.title')} focusVisibleRing="inside" data-testid="notice-list" aria-live="polite" aria-busy={list.loading}>
              <Stack as="ul" gap="0" listStyleType="none" m="0" p="0">
                {list.notices.map((notice) => (
                  <Box as="li" key={notice.id} px="4" py="2.5" borderBottomWidth="1px" data-testid="notice-item">
                    <Text fontSize="sm" fontWeight="medium" lineClamp={1}>
                      {notice.title}
                    </Text>
                    {notice.remark ? (
                      <Text fontSize="xs" color="fg.muted" lineClamp={2}>
                        {notice.remark}
                      </Text>
                    ) : null}
                    <Text fontSize="xs" color="fg.muted">
                      {formatSendTime(notice.sendTime)}
                    </Text>
                  </Box>
                ))}
              </Stack>
              {list.loading ? (
                <Flex justify="center" py="3">
                  <Spinner size="sm" aria-label={t('bell.loading')} />
                </Flex>
              ) : list.error ? (
                <Stack align="center" py="3" gap="2" role="alert">
                  <Text fontSize="sm" color="fg.error">
                    {list.error}
                  </Text>
                  <Button size="xs" variant="outline" onClick={() => void loadPage(list.notices.length === 0)}>
                    {t('bell.retry')}
                  </Button>
                </Stack>
              ) : list.notices.length === 0 ? (
                <Text textAlign="center" py="6" fontSize="sm" color="fg.muted">
                  {t('bell.empty')}
                </Text>
              ) : done ? (
                <Text textAlign="center" py="2" fontSize="xs" color="fg.muted" data-testid="notice-no-more">
                  {t('bell.noMore')}
                </Text>
              ) : null}
            </Box>
            <Flex justify="center" py="2" borderTopWidth="1px">
              <Button size="sm" variant="plain" colorPalette="brand" onClick={goStation}>
                {t('bell.viewAll')}
              </Button>
            </Flex>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

/** ISO time as local 'YYYY-MM-DD HH:mm'; anything unreadable as given. */
function formatSendTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
