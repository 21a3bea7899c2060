import { StationApp, isStationHash, useLocationHash } from './station/station.route';
import { usePortalState } from './use-portal-state';

/**
 * The sample sub-app's root: proves the contract from the other side (the user and menu codes
 * from @portal/utils, the shared React). A later issue grows it into the message centre.
 */
export function CommonMsgApp() {
  const { userInfo, menuCodes } = usePortalState();
  const hash = useLocationHash();
  if (isStationHash(hash)) return <StationApp />;
  return (
    <section className="common-msg" data-testid="common-msg-app" style={{ padding: 24 }}>
      <h1 style={{ fontSize: 20, margin: '0 0 12px' }}>站内消息</h1>
      <p data-testid="common-msg-user">当前用户：{userInfo?.userName || userInfo?.loginName || '未登录'}</p>
      <p data-testid="common-msg-codes">菜单权限：{menuCodes.length ? menuCodes.join('、') : '无'}</p>
    </section>
  );
}
