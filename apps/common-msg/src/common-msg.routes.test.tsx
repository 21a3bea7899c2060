/** @jest-environment node */
import { matchRoutes } from 'react-router-dom';
import { commonMsgRoutes } from './common-msg.routes';

/** The page a location inside #/common/msg shows (the sub-app's basename left off). */
const pageAt = (location: string) => matchRoutes(commonMsgRoutes, location)?.at(-1)?.route.id ?? null;

describe('the routes of @cloud/common/msg', () => {
  test.each([
    ['/', 'home'],
    ['/system/message/station', 'station'],
    ['/system/message/station/', 'station'],
    ['/system/message/station?menu_code=msg_station', 'station'],
    ['/system/message/stationx', 'not-found'],
    ['/system/message/detail/12', 'notice'],
    ['/system/message/detail/12?menu_code=msg_station&read=unread&page=2', 'notice'],
    ['/system/message/detail', 'not-found'],
    ['/system/message/send', 'sent'],
    ['/system/message/send/new', 'compose'],
    ['/system/message/send/12', 'sent-detail'],
    ['/system/message/send/12/x', 'not-found'],
    ['/nothing/here', 'not-found'],
  ])('%s shows the %s page', (location, page) => {
    expect(pageAt(location)).toBe(page);
  });
});
