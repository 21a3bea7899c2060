import { isStationHash } from './station.route';

describe('the station route (spec 2)', () => {
  test.each([
    ['#/common/msg/system/message/station', true],
    ['#/common/msg/system/message/station/', true],
    ['#/common/msg/system/message/station?menu_code=msg_station', true],
    ['#/common/msg', false],
    ['#/common/msg/system/message/stationx', false],
    ['', false],
  ])('%p is the station page: %p', (hash, station) => {
    expect(isStationHash(hash)).toBe(station);
  });
});
