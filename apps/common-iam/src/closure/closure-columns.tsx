import { Badge, Flex, Text } from '@portal/ui';
import type { ClosureRequest, ClosureStatus } from '@portal/contract';
import { formatTime, type Column } from '@portal/console';
import { RowButton } from '../kit/list-parts';
import type { useText } from '../kit/use-text';

type T = ReturnType<typeof useText>;

const PALETTE: Record<ClosureStatus, 'orange' | 'red' | 'gray'> = { pending: 'orange', approved: 'red', rejected: 'gray' };

/** What the closing account is: a manager, a sub-account, or a primary with (how many) sub-accounts. */
function kindOf(t: T, row: ClosureRequest): string {
  if (row.userType === 'MANAGER_USER') return t('closure.manager');
  if (row.pid !== 0) return t('closure.sub');
  if (row.subAccountCount > 1) return t('closure.primary', { count: row.subAccountCount });
  return row.subAccountCount === 1 ? t('closure.primaryOne') : t('closure.primaryAlone');
}

/** The request's status, and who reviewed it when (with the reason of a rejection). */
function ClosureStatusCell({ t, row }: { t: T; row: ClosureRequest }) {
  return (
    <>
      <Badge colorPalette={PALETTE[row.status]} variant="subtle" data-status={row.status}>
        {t(`closure.status.${row.status}`)}
      </Badge>
      {row.reviewedAt ? (
        <Text fontSize="xs" color="fg.muted" mt="1">
          {t('closure.reviewedBy', { name: row.reviewerName ?? t('iam.none'), at: formatTime(row.reviewedAt) })}
          {row.reason ? (
            <Text as="span" display="block">
              {t('closure.reason', { reason: row.reason })}
            </Text>
          ) : null}
        </Text>
      ) : null}
    </>
  );
}

/** A pending request's buttons (批准 in red, 驳回), each with its permission. */
interface ClosureRowActions {
  onApprove?: (row: ClosureRequest) => void;
  onReject?: (row: ClosureRequest) => void;
}

function ClosureActionsCell({ t, row, actions }: { t: T; row: ClosureRequest; actions: ClosureRowActions }) {
  const { onApprove, onReject } = actions;
  if (row.status !== 'pending' || (!onApprove && !onReject)) return <>{t('iam.none')}</>;
  return (
    <Flex gap="1" role="group" aria-label={t('closure.rowActions', { login: row.loginName })}>
      {onApprove ? (
        <RowButton colorPalette="red" color="red.700" onClick={() => onApprove(row)}>
          {t('closure.approve')}
        </RowButton>
      ) : null}
      {onReject ? <RowButton onClick={() => onReject(row)}>{t('closure.reject')}</RowButton> : null}
    </Flex>
  );
}

/**
 * The closure list's columns. No column bounds its own width (`maxWidth`), so the table takes the
 * frame's width and the tenant, kind and status wrap inside it: in English at 1280 px nothing lies
 * under the pinned actions.
 */
export function closureColumns(t: T, actions: ClosureRowActions): Column<ClosureRequest>[] {
  return [
    { key: 'loginName', header: t('closure.loginName'), nowrap: true, cell: (row) => row.loginName },
    { key: 'userName', header: t('closure.userName'), nowrap: true, cell: (row) => row.userName ?? t('iam.none') },
    { key: 'tenant', header: t('closure.tenant'), minW: '8rem', cell: (row) => row.tenantName ?? t('iam.none') },
    { key: 'kind', header: t('closure.kind'), minW: '7rem', cell: (row) => kindOf(t, row) },
    { key: 'created', header: t('closure.createdAt'), nowrap: true, cell: (row) => formatTime(row.createdAt) },
    { key: 'status', header: t('closure.status'), minW: '10rem', cell: (row) => <ClosureStatusCell t={t} row={row} /> },
    { key: 'actions', header: t('iam.actions'), nowrap: true, pinned: true, cell: (row) => <ClosureActionsCell t={t} row={row} actions={actions} /> },
  ];
}
