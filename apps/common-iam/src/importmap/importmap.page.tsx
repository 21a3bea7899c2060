import { useState } from 'react';
import { addMessages } from '@portal/utils';
import { Button } from '@portal/ui';
import type { ImportMapState } from '@portal/contract';
import { DataTable, formatTime, PageFrame, Panel } from '@portal/console';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { PageNotice, ToneNote, type Notice } from '../kit/page-notice';
import { useCan } from '../kit/use-access';
import { useConfirmed } from '../kit/use-confirmed';
import { useLoad } from '../kit/use-load';
import { tableState } from '../kit/table-state';
import { useText } from '../kit/use-text';
import { entryColumns, historyColumns } from './importmap-columns';
import { loadImportMap, loadImportMapHistory, rollbackImportMap } from './importmap.api';
import { importMapMessages } from './importmap.messages';
import { mapEntries } from './importmap.rules';

addMessages(importMapMessages);

/** Whether every instance serves the map: a calm line when it does, an alert since when it does not. */
function HealthNote({ health }: { health: ImportMapState['health'] }) {
  const t = useText();
  const ok = health.status === 'ok';
  return (
    <ToneNote data-testid="importmap-health" data-status={health.status} role={ok ? 'status' : 'alert'} tone={ok ? 'success' : 'warning'}>
      {ok
        ? health.version === null
          ? t('importmap.healthNone')
          : t('importmap.healthOk', { version: health.version })
        : t('importmap.healthDegraded', { since: formatTime(health.since), problem: health.problem ?? '' })}
    </ToneNote>
  );
}

/**
 * #/common/iam/importmap: the environment's import map for operators (issue 21): the map every
 * instance serves, whether it is healthy, its history (who changed what and when), and rollback
 * with `sys-importmap-deploy`. Entries are changed by deploy pipelines (PATCH /api/importmap/services).
 */
export function ImportMapPage() {
  const t = useText();
  const can = useCan();
  const load = useLoad(() => Promise.all([loadImportMap(), loadImportMapHistory()]), []);
  const [current, history] = load.value ?? [null, []];
  const rollback = useConfirmed<number>();
  const [notice, setNotice] = useState<Notice>(null);
  const confirmRollback = () =>
    rollback.run(async (version) => {
      const after = await rollbackImportMap(version);
      setNotice({ tone: 'success', text: t('importmap.rolledBack', { version, current: after.version ?? 0 }) });
      rollback.close();
      load.reload();
    });
  const deployer = can('importMapDeploy');
  const previous = current?.version && current.version > 1 ? current.version - 1 : null;
  return (
    <PageFrame
      id="importmap"
      title={t('importmap.title')}
      description={t('importmap.description')}
      actions={
        deployer && previous ? (
          <Button variant="outline" colorPalette="brand" onClick={() => rollback.ask(previous)}>
            {t('importmap.rollbackPrevious')}
          </Button>
        ) : null
      }
    >
      <PageNotice notice={notice} onClose={() => setNotice(null)} />
      {current?.health ? <HealthNote health={current.health} /> : null}
      <Panel title={current?.version ? `${t('importmap.current')} · ${t('importmap.version', { version: current.version })}` : t('importmap.current')}>
        <DataTable
          caption={t('importmap.entries')}
          columns={entryColumns(t)}
          rows={current ? mapEntries(current.map) : []}
          rowKey={(e) => e.service}
          rowProps={(e) => ({ 'data-service': e.service })}
          {...tableState(t, load.state, load.reload, t('importmap.empty'))}
        />
      </Panel>
      <Panel title={t('importmap.history')}>
        <DataTable
          caption={t('importmap.historyTable')}
          columns={historyColumns(t, current?.version, deployer ? rollback.ask : undefined)}
          rows={history}
          rowKey={(c) => c.version}
          rowProps={(c) => ({ 'data-version': c.version })}
          {...tableState(t, load.state, load.reload, t('importmap.historyEmpty'))}
        />
      </Panel>
      <ConfirmDialog
        open={rollback.pending !== null}
        title={t('importmap.confirmTitle')}
        confirmText={t('importmap.confirm')}
        danger
        busy={rollback.busy}
        error={rollback.error}
        onConfirm={() => void confirmRollback()}
        onClose={rollback.close}
      >
        {t('importmap.confirmText', { version: rollback.pending ?? 0 })}
      </ConfirmDialog>
    </PageFrame>
  );
}
