import { forwardRef, useState } from 'react';
import { Badge, BellIcon, IconButton, Popover, Portal, usePendingMenu, type ButtonProps } from '@portal/ui';
import { MENU_CODE_PARAM, menuCodeOf, menuPageLink, navigate, unreadCountAtom, useAtomValue, userInfoAtom, withQueryParam } from '@portal/utils/internal';
import { badgeText } from './notice-bell.rules';
import { MotionConfig, useReducedMotion } from 'framer-motion';
import type { Notice } from '../../contract/msgmgt';
import { markNoticeRead } from './notice-bell.api';
import { NoticePopoverContent } from './notice-popover';
import { useNoticeList } from './use-notice-list';
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

/** What the bell looks like where it stands: on the portal's dark header or on a light page. */
type BellTone = 'header' | 'surface';

/**
 * The bell (spec 2, 4): the unread badge (capped at 99) and a popover of unread notices. A
 * notice opens in the message centre and is marked read; on 全部已读 the notices leave the list
 * (none of that moves under `prefers-reduced-motion`). The bell is drawn at first paint, before
 * the popover's code (the overlay chunk) is here, so the header does not move when it arrives; a
 * click before then opens the popover on its arrival.
 */
export function NoticeBell({ tone = 'header', testId = 'notice-bell' }: { tone?: BellTone; testId?: string }) {
  const t = useText();
  const user = useAtomValue(userInfoAtom);
  const count = useAtomValue(unreadCountAtom);
  const reduce = useReducedMotion();
  const [open, setOpen] = useState(false);
  const notices = useNoticeList(reduce);
  const { ready, triggerRef, pendingProps } = usePendingMenu();

  useUnreadPoll(user?.id);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // Spec 4: opening resets the filters and loads unread notices afresh.
    if (next) void notices.loadPage(true);
    else notices.forget();
  };

  const openNotice = (notice: Notice) => {
    setOpen(false);
    notices.forget();
    navigate(stationHref(notice.id));
    // The message centre shows it as read; a failed mark leaves it unread there, where it can be marked again.
    markNoticeRead(notice.id).catch(() => undefined);
  };

  const goStation = () => {
    setOpen(false);
    navigate(stationHref());
  };

  const badge = badgeText(count);
  const button = { tone, badge, testId, 'aria-label': badge ? t('bell.labelUnread', { count: badge }) : t('bell.label') };

  return (
    <MotionConfig reducedMotion="user" transition={reduce ? { duration: 0 } : { duration: 0.2, ease: [0.2, 0, 0, 1] }}>
      {ready ? (
        <Popover.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
          <Popover.Trigger asChild>
            <BellButton ref={triggerRef} {...button} />
          </Popover.Trigger>
          <Portal>
            <Popover.Positioner>
              <NoticePopoverContent notices={notices} reduce={reduce} onOpenNotice={openNotice} onViewAll={goStation} />
            </Popover.Positioner>
          </Portal>
        </Popover.Root>
      ) : (
        <BellButton
          {...button}
          {...pendingProps}
          aria-haspopup="dialog"
          onClick={(e) => {
            // The popover is controlled: opened now, it shows (its notices loading) once its code is here.
            pendingProps.onClick?.(e);
            onOpenChange(true);
          }}
        />
      )}
    </MotionConfig>
  );
}

type BellButtonProps = ButtonProps & { tone: BellTone; badge: string | null; testId: string; 'data-pending'?: boolean };

/** The bell's button, with the unread badge on its corner. */
const BellButton = forwardRef<HTMLButtonElement, BellButtonProps>(function BellButton({ tone, badge, testId, ...rest }, ref) {
  const onHeader = tone === 'header';
  return (
    <IconButton
      ref={ref}
      variant="ghost"
      color={onHeader ? 'white' : 'fg'}
      _hover={{ bg: onHeader ? 'whiteAlpha.200' : 'bg.muted' }}
      _expanded={{ bg: onHeader ? 'whiteAlpha.200' : 'bg.muted' }}
      position="relative"
      data-testid={testId}
      {...rest}
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
  );
});
