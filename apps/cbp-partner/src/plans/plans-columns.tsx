import { Text } from '@portal/ui';
import { partnerPlanAuditStatus } from '@portal/contract';
import type { JoinedPlan } from '@portal/contract';
import { formatTime, StatusTag, useDetailColumns, type Column } from '@portal/console';
import { useText } from '../use-text';

/** The joined plans table's columns; a plan's name and 详情 open `detailOf(row)`, which leads back to `back`. */
export function usePlanColumns(detailOf: (row: JoinedPlan) => string, back: string): Column<JoinedPlan>[] {
  const t = useText();
  const links = useDetailColumns(detailOf, back);
  return [
    links.link({ key: 'name', header: t('partner.plans.name'), minW: '14rem' }, (row) => row.planName),
    {
      key: 'desc',
      header: t('partner.plans.desc'),
      minW: '18rem',
      cell: (row) => (
        <Text as="span" lineClamp={2} color="fg.muted" title={row.planDesc}>
          {row.planDesc}
        </Text>
      ),
    },
    { key: 'applied', header: t('partner.plans.applyTime'), nowrap: true, cell: (row) => formatTime(row.applyTime) },
    { key: 'status', header: t('partner.plans.status'), nowrap: true, cell: (row) => <StatusTag status={partnerPlanAuditStatus(row.auditStatus)} /> },
    links.details((row) => row.planName),
  ];
}
