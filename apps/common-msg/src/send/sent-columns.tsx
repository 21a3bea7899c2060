import type { SentNotice } from '@portal/contract';
import { ConsoleLink, DetailLink, formatTime, type Column } from '@portal/console';
import { ReadMeter } from './read-meter';
import { audienceText } from './send.rules';
import { useText } from './use-text';

/** The sent notices table's columns: title, audience, recipient and read counts, sender, time; a notice opens at `detailOf(row)`, which leads back to `back`. */
export function useSentColumns(detailOf: (row: SentNotice) => string, back: string): Column<SentNotice>[] {
  const t = useText();
  return [
    {
      key: 'title',
      header: t('send.col.title'),
      minW: '12rem',
      cell: (row) => (
        <ConsoleLink to={detailOf(row)} state={{ back }}>
          {row.title}
        </ConsoleLink>
      ),
    },
    {
      key: 'audience',
      header: t('send.col.audience'),
      minW: '9rem',
      cell: (row) => {
        const audience = audienceText(row);
        return t(audience.key, audience.params);
      },
    },
    {
      key: 'recipients',
      header: t('send.col.recipients'),
      nowrap: true,
      align: 'right',
      cell: (row) => <span data-recipient-count>{row.recipientCount}</span>,
    },
    { key: 'read', header: t('send.col.read'), nowrap: true, cell: (row) => <ReadMeter read={row.readCount} total={row.recipientCount} /> },
    { key: 'sender', header: t('send.col.sender'), nowrap: true, cell: (row) => row.senderName },
    { key: 'time', header: t('send.col.time'), nowrap: true, cell: (row) => formatTime(row.sendTime) },
    { key: 'actions', header: t('console.actions'), nowrap: true, cell: (row) => <DetailLink to={detailOf(row)} back={back} name={row.title} /> },
  ];
}
