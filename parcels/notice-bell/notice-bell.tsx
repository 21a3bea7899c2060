import { useCallback, useRef, useState } from 'react';
import { Badge, BellIcon, Box, Button, Flex, IconButton, Popover, Portal, Spinner, Stack, Text, toaster } from '@portal/ui';
import {
  failureMessage,
  MENU_CODE_PARAM,
  menuCodeOf,
  menuPageLink,
  navigate,
  setUnread,
  unreadCountAtom,
  useAtomValue,
  userInfoAtom,
  withQueryParam,
} from '@portal/utils/internal';
import { NOTICE_BELL, allNoticesLoaded, appendNoticePage, badgeText, nearListBottom, nextNoticePage } from './notice-bell.rules';
import { AnimatePresence, MotionConfig, motion, useReducedMotion } from 'framer-motion';
import type { Notice } from '../../contract/msgmgt';
import { loadUnreadNotices, markAllNoticesRead, markNoticeRead } from './notice-bell.api';
import { useUnreadPoll } from './unread-poll';
import { useText } from './use-text';

/** Where the bell's link goes (spec 2): the message centre's station page, under its menu item. */
const MESSAGE_STATION_PATH = '/common/msg/system/message/station';
/** One notice in the message centre: `${MESSAGE_DETAIL_PATH}/{id}`. */
const MESSAGE_DETAIL_PATH = '/common/msg/system/message/detail';
const STATION_MENU_CODE = 'msg_station';

/**
 * The message centre's list, or one notice's own page there, with the station page's menu_code
 * from the user's menu (`menuPageLink`): the left nav shows the list selected and leads back to it.
 */
function stationHref(id?: number): string {
  const list = menuPageLink(withQueryParam(MESSAGE_STATION_PATH, MENU_CODE_PARAM, STATION_MENU_CODE));
  return id ? withQueryParam(`${MESSAGE_DETAIL_PATH}/${id}`, MENU_CODE_PARAM, menuCodeOf(list) ?? STATION_MENU_CODE) : list;
}

type ListState = { notices: Notice[]; total: number; loading: boolean; error: string | null };
const EMPTY_LIST: ListState = { notices: [], total: 0, loading: false, error: null };

/** What the bell looks like where it stands: on the portal's dark header or on a light page. */
type BellTone = 'header' | 'surface';

/**
 * The bell (spec 2, 4): the unread badge (capped at 99) and a popover of unread notices. A
 * notice opens in the message centre and is marked read; on 全部已读 the notices leave the list
 * (none of that moves under `prefers-reduced-motion`).
 */
export function NoticeBell({ tone = 'header', testId = 'notice-bell' }: { tone?: BellTone; testId?: string }) {
  const t = useText();
  const user = useAtomValue(userInfoAtom);
  const count = useAtomValue(unreadCountAtom);
  const reduce = useReducedMotion();
  const [open, setOpen] = useState(false);
  const [list, setList] = useState<ListState>(EMPTY_LIST);
  const [marking, setMarking] = useState(false);
  const [leaving, setLeaving] = useState(false);
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
      if (reset) setUnread(page.total);
    } catch (error) {
      if (mine !== generation.current) return;
      setList({ ...current, loading: false, error: failureMessage(error) });
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
      setLeaving(!reduce);
      setList(EMPTY_LIST);
      setUnread(0);
    } catch (error) {
      toaster.create({ type: 'error', title: failureMessage(error) });
    } finally {
      setMarking(false);
    }
  };

  const openNotice = (notice: Notice) => {
    setOpen(false);
    generation.current++;
    navigate(stationHref(notice.id));
    // The message centre shows it as read; a failed mark leaves it unread there, where it can be marked again.
    markNoticeRead(notice.id).catch(() => undefined);
  };

  const goStation = () => {
    setOpen(false);
    navigate(stationHref());
  };

  const badge = badgeText(count);
  const done = allNoticesLoaded(list.notices.length, list.total);
  const onHeader = tone === 'header';

  return (
    <MotionConfig reducedMotion="user" transition={reduce ? { duration: 0 } : { duration: 0.2, ease: [0.2, 0, 0, 1] }}>
      <Popover.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
        <Popover.Trigger asChild>
          <IconButton
            variant="ghost"
            color={onHeader ? 'white' : 'fg'}
            _hover={{ bg: onHeader ? 'whiteAlpha.200' : 'bg.muted' }}
            _expanded={{ bg: onHeader ? 'whiteAlpha.200' : 'bg.muted' }}
            aria-label={badge ? t('bell.labelUnread', { count: badge }) : t('bell.label')}
            position="relative"
            data-testid={testId}
          >
            <BellIcon />
            {badge ? (
              <Badge
                position="absolute"
                top="0"
                right="0"
                transform="translate(35%, -20%)"
                colorPalette="red"
                variant="solid"
                borderRadius="full"
                fontSize="2xs"
                px="1.5"
                minW="5"
                justifyContent="center"
                data-testid={testId === 'notice-bell' ? 'notice-badge' : `${testId}-badge`}
              >
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
              <Box
                maxH="360px"
                overflowY="auto"
                overflowX="hidden"
                onScroll={onScroll}
                tabIndex={0}
                role="region"
                aria-label={t('bell.title')}
                focusVisibleRing="inside"
                data-testid="notice-list"
                aria-live="polite"
                aria-busy={list.loading}
              >
                <Stack as="ul" gap="0" listStyleType="none" m="0" p="0">
                  <AnimatePresence initial={false} onExitComplete={() => setLeaving(false)}>
                    {list.notices.map((notice, index) => (
                      <motion.li
                        key={notice.id}
                        exit={{ opacity: 0, x: 48, transition: reduce ? { duration: 0 } : { duration: 0.2, delay: Math.min(index, 8) * 0.03 } }}
                        style={{ borderBottom: '1px solid var(--chakra-colors-border)' }}
                        data-testid="notice-item"
                      >
                        <Box
                          as="button"
                          display="block"
                          w="100%"
                          textAlign="start"
                          px="4"
                          py="2.5"
                          cursor="pointer"
                          _hover={{ bg: 'bg.muted' }}
                          focusVisibleRing="inside"
                          onClick={() => openNotice(notice)}
                        >
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
                      </motion.li>
                    ))}
                  </AnimatePresence>
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
                  leaving ? null : (
                    <Text textAlign="center" py="6" fontSize="sm" color="fg.muted">
                      {t('bell.empty')}
                    </Text>
                  )
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
    </MotionConfig>
  );
}

/** ISO time as local 'YYYY-MM-DD HH:mm'; anything unreadable as given. */
function formatSendTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
