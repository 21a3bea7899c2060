import { Box, Button, Flex, Popover, Spinner, Stack, Text } from '@portal/ui';
import { AnimatePresence, motion } from 'framer-motion';
import type { Notice } from '../../contract/msgmgt';
import { allNoticesLoaded, nearListBottom } from './notice-bell.rules';
import type { useNoticeList } from './use-notice-list';
import { useText } from './use-text';

type NoticeList = ReturnType<typeof useNoticeList>;

/** The bell's popover: its title and 全部已读, the unread notices, and the way to the message centre. */
export function NoticePopoverContent({
  notices,
  reduce,
  onOpenNotice,
  onViewAll,
}: {
  notices: NoticeList;
  reduce: boolean | null;
  onOpenNotice: (notice: Notice) => void;
  onViewAll: () => void;
}) {
  const t = useText();
  const { list, loadPage } = notices;
  const onScroll = (e: React.UIEvent<HTMLElement>) => {
    if (nearListBottom(e.currentTarget)) void loadPage(false);
  };
  return (
    // Named here: the title is lazily mounted, so the popover cannot point at it when it opens.
    <Popover.Content w={{ base: 'calc(100vw - 16px)', sm: '360px' }} aria-label={t('bell.title')} data-testid="notice-popover">
      <Flex justify="space-between" align="center" px="4" py="3" borderBottomWidth="1px">
        <Popover.Title fontWeight="semibold">{t('bell.title')}</Popover.Title>
        <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => void notices.markAll()} loading={notices.marking}>
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
          <AnimatePresence initial={false} onExitComplete={notices.left}>
            {list.notices.map((notice, index) => (
              <NoticeItem key={notice.id} notice={notice} index={index} reduce={reduce} onOpen={onOpenNotice} />
            ))}
          </AnimatePresence>
        </Stack>
        <ListFooter notices={notices} />
      </Box>
      <Flex justify="center" py="2" borderTopWidth="1px">
        <Button size="sm" variant="plain" colorPalette="brand" onClick={onViewAll}>
          {t('bell.viewAll')}
        </Button>
      </Flex>
    </Popover.Content>
  );
}

/** One unread notice: its title, remark and send time; it leaves to the right on 全部已读, one after another. */
function NoticeItem({ notice, index, reduce, onOpen }: { notice: Notice; index: number; reduce: boolean | null; onOpen: (notice: Notice) => void }) {
  return (
    <motion.li
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
        onClick={() => onOpen(notice)}
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
  );
}

/** Under the notices: loading, the error with a retry, 暂无未读消息 (not while the last ones leave) or 没有更多了. */
function ListFooter({ notices: { list, leaving, loadPage } }: { notices: NoticeList }) {
  const t = useText();
  if (list.loading)
    return (
      <Flex justify="center" py="3">
        <Spinner size="sm" aria-label={t('bell.loading')} />
      </Flex>
    );
  if (list.error)
    return (
      <Stack align="center" py="3" gap="2" role="alert">
        <Text fontSize="sm" color="fg.error">
          {list.error}
        </Text>
        <Button size="xs" variant="outline" onClick={() => void loadPage(list.notices.length === 0)}>
          {t('bell.retry')}
        </Button>
      </Stack>
    );
  if (list.notices.length === 0)
    return leaving ? null : (
      <Text textAlign="center" py="6" fontSize="sm" color="fg.muted">
        {t('bell.empty')}
      </Text>
    );
  if (allNoticesLoaded(list.notices.length, list.total))
    return (
      <Text textAlign="center" py="2" fontSize="xs" color="fg.muted" data-testid="notice-no-more">
        {t('bell.noMore')}
      </Text>
    );
  return null;
}

/** ISO time as local 'YYYY-MM-DD HH:mm'; anything unreadable as given. */
function formatSendTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
