import { languageAtom, useAtomValue } from '@portal/utils';
import { resourceApplicationStatus } from '@portal/contract';
import { appliedForName, type ReviewRow } from '@portal/contract';
import { ConsoleLink, formatTime, StatusTag, useDetailColumns, type Column } from '@portal/console';
import { useText } from '../use-text';
import { reviewKindKey } from './review.rules';

/** The review list's columns; an application's number and its 审核 / 详情 link open `detailOf(row)`, which leads back to `back`. */
export function useReviewColumns(detailOf: (row: ReviewRow) => string, back: string): Column<ReviewRow>[] {
  const t = useText();
  const language = useAtomValue(languageAtom);
  const links = useDetailColumns(detailOf, back);
  return [
    links.link({ key: 'id', header: t('cbpAdmin.review.number'), nowrap: true }, (row) => row.id),
    { key: 'service', header: t('cbpAdmin.review.service'), minW: '12rem', cell: (row) => appliedForName(row, language) },
    { key: 'kind', header: t('cbpAdmin.review.kind'), nowrap: true, cell: (row) => t(reviewKindKey(row.kind)) },
    { key: 'tenant', header: t('cbpAdmin.review.tenant'), minW: '10rem', cell: (row) => row.tenantName },
    { key: 'applicant', header: t('cbpAdmin.review.applicant'), nowrap: true, cell: (row) => row.applicantName },
    { key: 'date', header: t('cbpAdmin.review.date'), nowrap: true, cell: (row) => formatTime(row.createTime) },
    { key: 'status', header: t('cbpAdmin.review.status'), nowrap: true, cell: (row) => <StatusTag status={resourceApplicationStatus(row.status)} /> },
    {
      key: 'actions',
      header: t('console.actions'),
      nowrap: true,
      cell: (row) => {
        // The accessible name begins with the visible word (审核 / Review, or 详情 / Details).
        const open = row.status === 1 || row.status === 6;
        return (
          <ConsoleLink to={detailOf(row)} state={{ back }} label={open ? t('cbpAdmin.review.openOf', { id: row.id }) : t('console.detailOf', { name: row.id })}>
            {open ? t('cbpAdmin.review.open') : t('console.detail')}
          </ConsoleLink>
        );
      },
    },
  ];
}
