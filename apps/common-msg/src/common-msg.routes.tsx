import { useRoutes, type RouteObject } from 'react-router-dom';
import { ConsoleRedirect, NotFoundPage } from '@portal/console';
import { ComposePage } from './send/compose.page';
import { SentDetailPage } from './send/sent-detail.page';
import { SEND_PATH, SentListPage } from './send/sent-list.page';
import { useText } from './send/use-text';
import { NoticePage } from './station/notice.page';
import { StationRoute } from './station/station.route';
import { NOTICE_PATH, STATION_PATH } from './station/station.rules';

/** The station page's menu code in both menus (client 消息中心, manager 消息管理). */
const STATION_MENU_CODE = 'msg_station';

function MsgNotFound() {
  const t = useText();
  return <NotFoundPage home={{ to: `${STATION_PATH}?menu_code=${STATION_MENU_CODE}`, name: t('msg.stationMenu') }} />;
}

/**
 * Routes of @cloud/common/msg under #/common/msg: the message centre (every user), notice sending
 * and the sent notices (managers: the 消息发送 menu page), and a not-found inside the sub-app.
 * `id` names the page a path shows; a notice has its own page.
 */
export const commonMsgRoutes: RouteObject[] = [
  { id: 'home', index: true, element: <ConsoleRedirect to={STATION_PATH} menuCode={STATION_MENU_CODE} /> },
  { id: 'station', path: STATION_PATH, element: <StationRoute /> },
  { id: 'notice', path: `${NOTICE_PATH}/:noticeId`, element: <NoticePage /> },
  { id: 'sent', path: SEND_PATH, element: <SentListPage /> },
  { id: 'compose', path: `${SEND_PATH}/new`, element: <ComposePage /> },
  { id: 'sent-detail', path: `${SEND_PATH}/:msgId`, element: <SentDetailPage /> },
  { id: 'not-found', path: '*', element: <MsgNotFound /> },
];

export function CommonMsgRoutes() {
  return useRoutes(commonMsgRoutes);
}
