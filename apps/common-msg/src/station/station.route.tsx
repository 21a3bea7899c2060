import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { PageCrumbs, useListQuery } from '@portal/console';
import { MENU_CODE_PARAM } from '@portal/utils';
import { useText } from '../send/use-text';
import { StationPage } from './station.page';
import { noticeRoute, readFilterOf, STATION_QUERY, type ReadFilter } from './station.rules';

/** The notice a link names (`?id=123`, the bell's click), or null. */
export function noticeIdOf(value: string | null | undefined): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The station page (spec 2, reached from the bell) under the sub-app's breadcrumb. Its read
 * filter, keyword and page live in the address (`?read=unread&keyword=…&page=2`, with the
 * menu_code), so a notice opened from it (its own route) leads back to the same rows, by the
 * browser's Back or the page's own link. An old `?id=` link opens that notice's page.
 */
export function StationRoute() {
  const t = useText();
  const list = useListQuery();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const legacyId = noticeIdOf(new URLSearchParams(search).get('id'));
  if (legacyId) return <Navigate replace to={noticeRoute(legacyId, search)} />;

  const showAll = () => {
    const code = new URLSearchParams(search).get(MENU_CODE_PARAM);
    navigate({ pathname, search: code ? `?${MENU_CODE_PARAM}=${encodeURIComponent(code)}` : '' }, { replace: true });
  };
  return (
    <StationPage
      filter={readFilterOf(list.text(STATION_QUERY.read))}
      keyword={list.text(STATION_QUERY.keyword)}
      page={list.page}
      onFilter={(filter: ReadFilter) => list.set(STATION_QUERY.read, filter === 'all' ? null : filter)}
      onSearch={(keyword) => list.set(STATION_QUERY.keyword, keyword)}
      onPage={(page) => list.set(STATION_QUERY.page, page)}
      onShowAll={showAll}
      onOpen={(id) => navigate(noticeRoute(id, search))}
      crumbs={<PageCrumbs crumbs={[{ label: t('msg.area') }, { label: t('msg.stationMenu') }]} />}
    />
  );
}
