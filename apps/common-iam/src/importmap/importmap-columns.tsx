import { Badge, Flex } from '@portal/ui';
import type { ImportMapChange } from '@portal/contract';
import { formatTime, type Column } from '@portal/console';
import { RowButton } from '../kit/list-parts';
import type { useText } from '../kit/use-text';
import { actionKey, changeSummary, type MapEntry } from './importmap.rules';

type T = ReturnType<typeof useText>;

/** The current map's entries: service, URL, route and module format. */
export function entryColumns(t: T): Column<MapEntry>[] {
  return [
    { key: 'service', header: t('importmap.service'), nowrap: true, cell: (e) => <span translate="no">{e.service}</span> },
    { key: 'url', header: t('importmap.url'), maxWidth: '32rem', cell: (e) => <span translate="no">{e.url}</span> },
    { key: 'route', header: t('importmap.route'), nowrap: true, cell: (e) => e.route ?? t('iam.none') },
    { key: 'format', header: t('importmap.format'), nowrap: true, cell: (e) => t(e.format === 'esm' ? 'importmap.format.esm' : 'importmap.format.system') },
  ];
}

/** Who made a change: the seed file and the deploy token in the interface's words, else the user. */
const actorOf = (t: T, change: ImportMapChange) =>
  change.actor === 'importmap.json' ? t('importmap.actor.file') : change.actor === 'deploy token' ? t('importmap.actor.token') : change.actor;

/** The history's columns; with `onRollback` (its permission) every version but the current offers a rollback. */
export function historyColumns(t: T, current: number | null | undefined, onRollback?: (version: number) => void): Column<ImportMapChange>[] {
  const columns: Column<ImportMapChange>[] = [
    {
      key: 'version',
      header: t('importmap.versionColumn'),
      nowrap: true,
      cell: (c) => (
        <Flex gap="2" align="center">
          {c.version}
          {c.version === current ? (
            <Badge colorPalette="green" variant="subtle">
              {t('importmap.currentBadge')}
            </Badge>
          ) : null}
        </Flex>
      ),
    },
    { key: 'at', header: t('importmap.at'), nowrap: true, cell: (c) => formatTime(c.at) },
    { key: 'action', header: t('importmap.action'), nowrap: true, cell: (c) => t(actionKey(c)) },
    {
      key: 'change',
      header: t('importmap.change'),
      maxWidth: '22rem',
      cell: (c) => {
        const { key, params } = changeSummary(c);
        return <span translate="no">{t(key, params)}</span>;
      },
    },
    { key: 'actor', header: t('importmap.actor'), nowrap: true, cell: (c) => actorOf(t, c) },
  ];
  if (onRollback) {
    columns.push({
      key: 'actions',
      header: t('iam.actions'),
      nowrap: true,
      pinned: true,
      cell: (c) =>
        c.version === current ? null : <RowButton onClick={() => onRollback(c.version)}>{t('importmap.rollbackToOf', { version: c.version })}</RowButton>,
    });
  }
  return columns;
}
