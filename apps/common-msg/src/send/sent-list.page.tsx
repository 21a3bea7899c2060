import { Alert, Button } from '@portal/ui';
import type { NoticeRecipientType } from '@portal/contract';
import { ConsoleLink, useConsoleNavigate, FilterBar, SearchBox, SelectFilter, PageFrame, Panel, PagedTable, useListQuery, useResource } from '@portal/console';
import { loadSentNotices } from './send.api';
import { RECIPIENT_TYPES, sentQuery } from './send.rules';
import { useSendPermission } from './use-send-permission';
import { useSentColumns } from './sent-columns';
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
  const columns = useSentColumns((row) => `${SEND_PATH}/${row.msgId}`, list.here);

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
        <PagedTable
          resource={resource}
          reload={reload}
          list={list}
          caption={t('send.list.title')}
          columns={columns}
          rowKey={(row) => row.msgId}
          minW="54rem"
          rowProps={(row) => ({ 'data-sent': row.msgId })}
          filtered={Boolean(recipientType || keyword)}
          emptyTitle={t('send.list.empty')}
          emptyAction={canSend ? <ConsoleLink to={`${SEND_PATH}/new`}>{t('send.new')}</ConsoleLink> : undefined}
        />
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
