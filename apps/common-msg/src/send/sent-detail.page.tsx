import { useLocation, useParams } from 'react-router-dom';
import { Alert, Badge, Box, Grid, Text } from '@portal/ui';
import type { SentRecipient } from '@portal/contract';
import {
  type Column,
  DetailList,
  FilterBar,
  SearchBox,
  SegmentedFilter,
  formatTime,
  percent,
  PageFrame,
  PagedTable,
  Panel,
  routeIdOf,
  EmptyBlock,
  ErrorBlock,
  LoadingBlock,
  useListQuery,
  useResource,
} from '@portal/console';
import { loadRecipients, loadSentNotice } from './send.api';
import { READ_FILTERS, audienceText, messageTypeText, recipientQuery } from './send.rules';
import { SEND_PATH } from './sent-list.page';
import { useText } from './use-text';

/** A sent notice (#/common/msg/system/message/send/:msgId): what was sent, to whom, and who has read it. */
export function SentDetailPage() {
  const t = useText();
  const msgId = routeIdOf(useParams().msgId);
  const state = useLocation().state as { back?: string; sent?: number } | null;
  const back = state?.back ?? SEND_PATH;
  const [resource, reload] = useResource(() => (msgId === null ? Promise.reject(new Error(t('send.notFound'))) : loadSentNotice(msgId)), [msgId]);
  const notice = resource.state === 'ready' ? resource.data : null;
  const audience = notice ? audienceText(notice) : null;

  return (
    <PageFrame
      id="msg-sent-detail"
      title={notice ? notice.title : t('send.detail.title')}
      crumbs={[{ label: t('msg.manage') }, { label: t('send.title'), to: back }, { label: t('send.detail.title') }]}
      back={{ to: back }}
    >
      {typeof state?.sent === 'number' && (
        <Alert.Root status="success" mb="4" role="status" data-sent-count={state.sent}>
          <Alert.Indicator />
          <Alert.Title>{t('send.sent', { count: state.sent })}</Alert.Title>
        </Alert.Root>
      )}
      {resource.state === 'loading' && <LoadingBlock />}
      {resource.state === 'error' &&
        (msgId === null ? <EmptyBlock title={t(resource.message)} /> : <ErrorBlock message={resource.message} denied={resource.denied} onRetry={reload} />)}
      {notice && audience && (
        <>
          <Grid templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }} gap="3" mb="4" data-stats>
            <Stat label={t('send.detail.recipients')} value={notice.recipientCount} field="recipients" />
            <Stat label={t('send.recipients.read')} value={notice.readCount} field="read" />
            <Stat label={t('send.detail.unread')} value={notice.recipientCount - notice.readCount} field="unread" />
            <Stat label={t('send.detail.readRate')} value={`${percent(notice.readCount, notice.recipientCount)}%`} field="rate" />
          </Grid>
          <Panel title={t('send.detail.basic')} id="sent-basic">
            <DetailList
              items={[
                { label: t('send.col.audience'), value: t(audience.key, audience.params), field: 'audience' },
                { label: t('send.col.sender'), value: notice.senderName, field: 'sender' },
                { label: t('send.col.time'), value: formatTime(notice.sendTime), field: 'time' },
                { label: t('send.detail.type'), value: typeWords(notice.oneMsgType, notice.twoMsgType, t), field: 'type' },
                { label: t('send.detail.remark'), value: notice.remark, wide: true, field: 'remark' },
              ]}
            />
          </Panel>
          <Panel title={t('send.detail.content')} id="sent-content">
            <Text whiteSpace="pre-wrap" lineHeight="1.7" fontSize="sm" m="0" overflowWrap="anywhere" data-content>
              {notice.content}
            </Text>
          </Panel>
          <Recipients msgId={notice.msgId} />
        </>
      )}
    </PageFrame>
  );
}

function Stat({ label, value, field }: { label: string; value: number | string; field: string }) {
  return (
    <Box bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" px="4" py="3" data-stat={field}>
      <Text fontSize="sm" color="fg.muted" m="0">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="semibold" m="0" data-value>
        {value}
      </Text>
    </Box>
  );
}

/** Who received the notice, read or not, with when they read it. */
function useRecipientColumns(): Column<SentRecipient>[] {
  const t = useText();
  return [
    { key: 'login', header: t('send.recipients.login'), nowrap: true, cell: (row) => row.loginName },
    { key: 'name', header: t('send.recipients.name'), nowrap: true, cell: (row) => row.userName },
    { key: 'tenant', header: t('send.recipients.tenant'), cell: (row) => row.tenantName ?? '' },
    {
      key: 'status',
      header: t('send.recipients.status'),
      nowrap: true,
      cell: (row) => (
        <Badge colorPalette={row.readStatus === 1 ? 'green' : 'gray'} variant="subtle">
          {row.readStatus === 1 ? t('send.recipients.read') : t('send.recipients.unread')}
        </Badge>
      ),
    },
    { key: 'readTime', header: t('send.recipients.readTime'), nowrap: true, cell: (row) => formatTime(row.readTime) || t('console.noValue') },
  ];
}

/** The notice's recipients, by read status or keyword, 20 a page (the filters are the route's). */
function Recipients({ msgId }: { msgId: number }) {
  const t = useText();
  const list = useListQuery();
  const readStatus = list.oneOf('read', READ_FILTERS);
  const keyword = list.text('keyword');
  const [resource, reload] = useResource(
    () => loadRecipients(recipientQuery(msgId, { readStatus, keyword, page: list.page })),
    [msgId, readStatus, keyword, list.page],
  );
  const columns = useRecipientColumns();
  return (
    <Panel title={t('send.detail.recipients')} id="sent-recipients">
      <FilterBar>
        <SegmentedFilter
          label={t('send.recipients.filter')}
          value={readStatus}
          onChange={(value) => list.set('read', value)}
          choices={[
            { value: null, label: t('console.all') },
            { value: 1, label: t('send.recipients.read') },
            { value: 0, label: t('send.recipients.unread') },
          ]}
        />
        <SearchBox label={t('send.recipients.keyword')} applied={keyword} onSearch={(value) => list.set('keyword', value)} />
      </FilterBar>
      <PagedTable
        resource={resource}
        reload={reload}
        list={list}
        caption={t('send.detail.recipients')}
        columns={columns}
        rowKey={(row) => row.userId}
        minW="40rem"
        rowProps={(row) => ({ 'data-recipient': row.loginName, 'data-read': row.readStatus })}
        filtered={readStatus !== null || keyword !== ''}
        emptyTitle={t('send.recipients.empty')}
      />
    </Panel>
  );
}

function typeWords(one: string, two: string, t: ReturnType<typeof useText>): string {
  const type = messageTypeText(one, two);
  const second = type.two ? t(type.two) : type.raw;
  return second ? `${t(type.one)} / ${second}` : t(type.one);
}
