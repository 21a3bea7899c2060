import { Alert, Button } from '@portal/ui';
import type { NoticeRecipientType, SentNotice } from '@portal/contract';
import {
  ConsoleLink,
  useConsoleNavigate,
  DataTable,
  type Column,
  FilterBar,
  SearchBox,
  SelectFilter,
  formatTime,
  PageFrame,
  Panel,
  Pager,
  PAGE_SIZE,
  EmptyBlock,
  ErrorBlock,
  useListQuery,
  useResource,
} from '@portal/console';
import { ReadMeter } from './read-meter';
import { loadSentNotices } from './send.api';
import { RECIPIENT_TYPES, audienceText, sentQuery } from './send.rules';
import { useSendPermission } from './use-send-permission';
import { useText } from './use-text';

export const SEND_PATH = '/system/message/send';

/** 消息发送 (#/common/msg/system/message/send, managers): the notices sent, with recipient and read counts. */
export function SentListPage() {
  const t = useText();
  const navigate = useConsoleNavigate();
  const canSend = useSendPermission();
  const list = useListQuery();
  const recipientType = list.oneOf<NoticeRecipientType>('type', RECIPIENT_TYPES);
  const keyword = list.text('keyword');
  const [resource, reload] = useResource(() => loadSentNotices(sentQuery({ recipientType, keyword, page: list.page })), [recipientType, keyword, list.page]);
  const rows = resource.state === 'ready' ? resource.data.data : resource.state === 'loading' ? (resource.previous?.data ?? null) : null;
  const total = resource.state === 'ready' ? resource.data.total : resource.state === 'loading' ? (resource.previous?.total ?? 0) : 0;
  const detailOf = (row: SentNotice) => `${SEND_PATH}/${row.msgId}`;

  const columns: Column<SentNotice>[] = [
    {
      key: 'title',
      header: t('send.col.title'),
      minW: '12rem',
      cell: (row) => (
        <ConsoleLink to={detailOf(row)} state={{ back: list.here }}>
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
    {
      key: 'actions',
      header: t('console.actions'),
      nowrap: true,
      cell: (row) => (
        <ConsoleLink to={detailOf(row)} state={{ back: list.here }} label={t('console.detailOf', { name: row.title })}>
          {t('console.detail')}
        </ConsoleLink>
      ),
    },
  ];

  return (
    <PageFrame
      id="msg-send"
      title={t('send.title')}
      description={t('send.description')}
      crumbs={[{ label: t('msg.manage') }, { label: t('send.title') }]}
      actions={
        canSend ? (
          <Button colorPalette="brand" size="sm" onClick={() => navigate(`${SEND_PATH}/new`)} data-action="new-notice">
            + {t('send.new')}
          </Button>
        ) : undefined
      }
    >
      <Panel title={t('send.list.title')} id="sent-list-title">
        <FilterBar>
          <SelectFilter
            label={t('send.list.audienceFilter')}
            value={recipientType}
            onChange={(value) => list.set('type', value)}
            choices={[{ value: null, label: t('send.audience.any') }, ...RECIPIENT_TYPES.map((value) => ({ value, label: t(`send.type.${value}`) }))]}
          />
          <SearchBox label={t('send.list.keyword')} applied={keyword} onSearch={(value) => list.set('keyword', value)} />
        </FilterBar>
        {resource.state === 'error' ? (
          <ErrorBlock message={resource.message} denied={resource.denied} onRetry={reload} />
        ) : (
          <>
            <DataTable
              caption={t('send.list.title')}
              columns={columns}
              rows={rows}
              rowKey={(row) => row.msgId}
              loading={resource.state === 'loading'}
              minW="54rem"
              rowProps={(row) => ({ 'data-sent': row.msgId })}
              empty={
                recipientType || keyword ? (
                  <EmptyBlock title={t('console.emptyFiltered')} />
                ) : (
                  <EmptyBlock title={t('send.list.empty')} action={canSend ? <ConsoleLink to={`${SEND_PATH}/new`}>{t('send.new')}</ConsoleLink> : undefined} />
                )
              }
            />
            <Pager page={list.page} total={total} pageSize={PAGE_SIZE} onPage={(page) => list.set('page', page)} disabled={resource.state === 'loading'} />
          </>
        )}
      </Panel>
    </PageFrame>
  );
}

/** Said on the compose page when the button permission is missing (the server refuses the send anyway). */
export function NoSendPermission() {
  const t = useText();
  return (
    <Alert.Root status="warning" mb="4" role="status" data-no-permission>
      <Alert.Indicator />
      <Alert.Title>{t('send.noPermission')}</Alert.Title>
    </Alert.Root>
  );
}
