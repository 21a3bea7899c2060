import { languageAtom, useAtomValue } from '@portal/utils';
import { resourceApplicationStatus } from '@portal/contract';
import { appliedForName, type ApplyRow } from '@portal/contract';
import { formatTime, StatusTag, useDetailColumns, type Column } from '@portal/console';
import { useText } from '../use-text';
import { applyKindKey } from './applications.rules';

/** The applications table's columns; an application's number and 详情 open `detailOf(row)`, which leads back to `back`. */
export function useApplicationColumns(detailOf: (row: ApplyRow) => string, back: string): Column<ApplyRow>[] {
  const t = useText();
  const language = useAtomValue(languageAtom);
  const links = useDetailColumns(detailOf, back);
  return [
    links.link({ key: 'id', header: t('cbp.apply.number'), nowrap: true }, (row) => row.id),
    { key: 'service', header: t('cbp.apply.service'), minW: '12rem', cell: (row) => appliedForName(row, language) },
    { key: 'kind', header: t('cbp.apply.kind'), nowrap: true, cell: (row) => t(applyKindKey(row.kind)) },
    { key: 'applicant', header: t('cbp.apply.applicant'), nowrap: true, cell: (row) => row.applicantName },
    { key: 'date', header: t('cbp.apply.date'), nowrap: true, cell: (row) => formatTime(row.createTime) },
    { key: 'status', header: t('cbp.apply.status'), nowrap: true, cell: (row) => <StatusTag status={resourceApplicationStatus(row.status)} /> },
    links.details((row) => row.id),
  ];
}
