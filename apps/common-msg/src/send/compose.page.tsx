import { Alert, Button, chakra, Flex, Text } from '@portal/ui';
import type { RecipientTenant } from '@portal/contract';
import { useConsoleNavigate, PageFrame, Panel, useResource } from '@portal/console';
import { ConfirmSend, NoticeFields } from './notice-fields';
import { RecipientPicker } from './recipient-picker';
import { loadRecipientTenants } from './send.api';
import { NoSendPermission, SEND_PATH } from './sent-list.page';
import { useCompose } from './use-compose';
import { useSendPermission } from './use-send-permission';
import { useText } from './use-text';

/**
 * Writing a notice (#/common/msg/system/message/send/new): title, summary and text, the
 * recipients, then a confirmation. The send button shows only with `msg_send_submit`; whatever
 * the API answers, what was typed stays.
 */
export function ComposePage() {
  const t = useText();
  const navigate = useConsoleNavigate();
  const canSend = useSendPermission();
  const { form, update, problems, unresolved, submit, confirming, setConfirming, sending, send, failure } = useCompose();
  const [tenants] = useResource<RecipientTenant[]>(() => (canSend ? loadRecipientTenants() : Promise.resolve([])), [canSend]);

  return (
    <PageFrame
      id="msg-compose"
      title={t('send.compose.title')}
      crumbs={[{ label: t('msg.manage') }, { label: t('send.title'), to: SEND_PATH }, { label: t('send.compose.title') }]}
    >
      {!canSend && <NoSendPermission />}
      <chakra.form onSubmit={submit} noValidate aria-labelledby="msg-compose-title">
        <NoticeFields form={form} problems={problems} update={update} />
        <Panel title={t('send.compose.recipients')} id="compose-recipients">
          <RecipientPicker value={form} onChange={(value) => update(value)} tenants={tenants} error={problems.recipients ?? null} />
        </Panel>
        {failure && (
          <Alert.Root status="error" role="alert" mb="4" data-failure>
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        )}
        <Flex gap="3" align="center" wrap="wrap">
          {canSend && (
            <Button type="submit" colorPalette="brand" loading={sending} loadingText={t('send.compose.sending')} data-action="send">
              {t('send.compose.submit')}
            </Button>
          )}
          <Button type="button" variant="outline" onClick={() => navigate(SEND_PATH)}>
            {t('send.compose.cancel')}
          </Button>
          {unresolved && (
            <Text color="fg.error" fontSize="sm" m="0" role="status">
              {t('send.compose.check')}
            </Text>
          )}
        </Flex>
      </chakra.form>
      <ConfirmSend open={confirming} form={form} tenants={tenants} sending={sending} onCancel={() => setConfirming(false)} onSend={() => void send()} />
    </PageFrame>
  );
}
