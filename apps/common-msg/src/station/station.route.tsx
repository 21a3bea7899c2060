import { useSearchParams } from 'react-router-dom';
import { PageCrumbs } from '@portal/console';
import { useText } from '../send/use-text';
import { StationPage } from './station.page';

/** The notice a link names (`?id=123`, the bell's click), or null. */
export function noticeIdOf(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The station page (spec 2, reached from the bell) under the sub-app's breadcrumb; `?id=` opens
 * that notice, and going back to the list drops it from the address (the menu code stays).
 */
export function StationRoute() {
  const t = useText();
  const [params, setParams] = useSearchParams();
  const openId = noticeIdOf(params.get('id'));
  const closeNotice = () => {
    const next = new URLSearchParams(params);
    next.delete('id');
    setParams(next, { replace: true });
  };
  return (
    <StationPage openId={openId} onCloseNotice={closeNotice} crumbs={<PageCrumbs crumbs={[{ label: t('msg.area') }, { label: t('msg.stationMenu') }]} />} />
  );
}
