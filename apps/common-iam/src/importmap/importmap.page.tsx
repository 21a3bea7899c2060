import { useCallback, useEffect, useRef, useState } from 'react';
import { addMessages } from '@portal/utils';
import { Badge, Button, Flex, Text } from '@portal/ui';
import type { ImportMapChange, ImportMapState } from '@portal/contract';
import { DataTable, isAccessDenied, PageFrame, Panel, type Column } from '@portal/console';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { formatTime } from '../kit/format.rules';
import { PageNotice, type Notice } from '../kit/page-notice';
import { useCan, useFailureText } from '../kit/use-access';
import { type TableState, tableState } from '../kit/table-state';
import { useText } from '../kit/use-text';
import { loadImportMap, loadImportMapHistory, rollbackImportMap } from './importmap.api';
import { importMapMessages } from './importmap.messages';
import { actionKey, changeSummary, mapEntries, type MapEntry } from './importmap.rules';

addMessages(importMapMessages);

/**
 * #/common/iam/importmap: the environment's import map for operators (issue 21): the map every
 * instance serves, whether it is healthy, its history (who changed what and when), and rollback
 * with `sys-importmap-deploy`. Entries are changed by deploy pipelines (PATCH /api/importmap/services).
 */
export function ImportMapPage() {
  const t = useText();
  const can = useCan();
  const failure = useFailureText();
  const failureRef = useRef(failure);
  failureRef.current = failure;
  const [state, setState] = useState<TableState>({ kind: 'loading' });
  const [current, setCurrent] = useState<ImportMapState | null>(null);
  const [history, setHistory] = useState<ImportMapChange[]>([]);
  const [round, setRound] = useState(0);
  const [confirm, setConfirm] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    Promise.all([loadImportMap(), loadImportMapHistory()]).then(
      ([map, changes]) => {
        if (!live) return;
        setCurrent(map);
        setHistory(changes);
        setState({ kind: 'ready' });
      },
      (error: unknown) => live && setState({ kind: 'error', message: failureRef.current(error), denied: isAccessDenied(error) }),
    );
    return () => {
      live = false;
    };
  }, [round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);

  const rollback = async () => {
    if (confirm === null) return;
    setBusy(true);
    setConfirmError(null);
    try {
      const after = await rollbackImportMap(confirm);
      setNotice({ tone: 'success', text: t('importmap.rolledBack', { version: confirm, current: after.version ?? 0 }) });
      setConfirm(null);
      reload();
    } catch (error) {
      setConfirmError(failure(error));
    } finally {
      setBusy(false);
    }
  };

  const entryColumns: Column<MapEntry>[] = [
    { key: 'service', header: t('importmap.service'), nowrap: true, cell: (e) => <span translate="no">{e.service}</span> },
    { key: 'url', header: t('importmap.url'), maxWidth: '32rem', cell: (e) => <span translate="no">{e.url}</span> },
    { key: 'route', header: t('importmap.route'), nowrap: true, cell: (e) => e.route ?? t('iam.none') },
    { key: 'format', header: t('importmap.format'), nowrap: true, cell: (e) => t(e.format === 'esm' ? 'importmap.format.esm' : 'importmap.format.system') },
  ];

  const actor = (change: ImportMapChange) =>
    change.actor === 'importmap.json' ? t('importmap.actor.file') : change.actor === 'deploy token' ? t('importmap.actor.token') : change.actor;
  const historyColumns: Column<ImportMapChange>[] = [
    {
      key: 'version',
      header: t('importmap.versionColumn'),
      nowrap: true,
      cell: (c) => (
        <Flex gap="2" align="center">
          {c.version}
          {c.version === current?.version ? (
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
    { key: 'actor', header: t('importmap.actor'), nowrap: true, cell: actor },
  ];
  if (can('importMapDeploy')) {
    historyColumns.push({
      key: 'actions',
      header: t('iam.actions'),
      nowrap: true,
      pinned: true,
      cell: (c) =>
        c.version === current?.version ? null : (
          <Button size="xs" variant="ghost" colorPalette="brand" color="brand.fg" onClick={() => (setConfirmError(null), setConfirm(c.version))}>
            {t('importmap.rollbackToOf', { version: c.version })}
          </Button>
        ),
    });
  }

  const health = current?.health;
  const previous = current?.version && current.version > 1 ? current.version - 1 : null;
  return (
    <PageFrame
      id="importmap"
      title={t('importmap.title')}
      description={t('importmap.description')}
      actions={
        can('importMapDeploy') && previous ? (
          <Button variant="outline" colorPalette="brand" onClick={() => (setConfirmError(null), setConfirm(previous))}>
            {t('importmap.rollbackPrevious')}
          </Button>
        ) : null
      }
    >
      <PageNotice notice={notice} onClose={() => setNotice(null)} />
      {health ? (
        <Text
          data-testid="importmap-health"
          data-status={health.status}
          role={health.status === 'ok' ? 'status' : 'alert'}
          mb="4"
          px="4"
          py="2"
          rounded="md"
          fontSize="sm"
          borderWidth="1px"
          bg={health.status === 'ok' ? 'green.50' : 'orange.50'}
          borderColor={health.status === 'ok' ? 'green.200' : 'orange.200'}
          color={health.status === 'ok' ? 'green.800' : 'orange.800'}
        >
          {health.status === 'ok'
            ? health.version === null
              ? t('importmap.healthNone')
              : t('importmap.healthOk', { version: health.version })
            : t('importmap.healthDegraded', { since: formatTime(health.since), problem: health.problem ?? '' })}
        </Text>
      ) : null}
      <Panel title={current?.version ? `${t('importmap.current')} · ${t('importmap.version', { version: current.version })}` : t('importmap.current')}>
        <DataTable
          caption={t('importmap.entries')}
          columns={entryColumns}
          rows={current ? mapEntries(current.map) : []}
          rowKey={(e) => e.service}
          rowProps={(e) => ({ 'data-service': e.service })}
          {...tableState(t, state, reload, t('importmap.empty'))}
        />
      </Panel>
      <Panel title={t('importmap.history')}>
        <DataTable
          caption={t('importmap.historyTable')}
          columns={historyColumns}
          rows={history}
          rowKey={(c) => c.version}
          rowProps={(c) => ({ 'data-version': c.version })}
          {...tableState(t, state, reload, t('importmap.historyEmpty'))}
        />
      </Panel>
      <ConfirmDialog
        open={confirm !== null}
        title={t('importmap.confirmTitle')}
        confirmText={t('importmap.confirm')}
        danger
        busy={busy}
        error={confirmError}
        onConfirm={() => void rollback()}
        onClose={() => setConfirm(null)}
      >
        {t('importmap.confirmText', { version: confirm ?? 0 })}
      </ConfirmDialog>
    </PageFrame>
  );
}
