import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, chakra, Flex, FormField, Input, PortalDialog, Text } from '@portal/ui';
import type { RecipientTenant } from '@portal/contract';
import { failureText, useConsoleNavigate, PageFrame, Panel, TextArea, useResource, type Resource } from '@portal/console';
import { RecipientPicker } from './recipient-picker';
import { loadRecipientTenants, sendNotice } from './send.api';
import { NOTICE_CONTENT_MAX, NOTICE_REMARK_MAX, NOTICE_TITLE_MAX, emptyNoticeForm, noticeFormProblems, sendBody, type NoticeForm } from './send.rules';
import { NoSendPermission, SEND_PATH } from './sent-list.page';
import { useSendPermission } from './use-send-permission';
import { useText } from './use-text';

// As the draft rules count: title and text in UTF-16 units (a text field's maxlength); the summary as its schema does, in code points.
const length = (text: string) => text.trim().length;
const points = (text: string) => [...text.trim()].length;

/**
 * Writing a notice (#/common/msg/system/message/send/new): title, summary and text, the
 * recipients, then a confirmation. The send button shows only with `msg_send_submit`; whatever
 * the API answers, what was typed stays.
 */
export function ComposePage() {
  const t = useText();
  const navigate = useConsoleNavigate();
  const canSend = useSendPermission();
  const [form, setForm] = useState<NoticeForm>(emptyNoticeForm);
  const [shown, setShown] = useState<ReturnType<typeof noticeFormProblems> | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [tenants] = useResource<RecipientTenant[]>(() => (canSend ? loadRecipientTenants() : Promise.resolve([])), [canSend]);

  // Problems show after the first send attempt, and then follow every edit.
  const problems = shown ? noticeFormProblems(form) : {};
  const update = (changes: Partial<NoticeForm>) => setForm((current) => ({ ...current, ...changes }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = noticeFormProblems(form);
    setShown(found);
    if (Object.keys(found).length === 0) setConfirming(true);
  };

  const send = async () => {
    if (sending) return;
    setSending(true);
    try {
      const result = await sendNotice(sendBody(form));
      navigate(`${SEND_PATH}/${result.msgId}`, { state: { sent: result.sent } });
    } catch (error) {
      setFailure(failureText(error));
      setConfirming(false);
      setSending(false);
    }
  };

  return (
    <PageFrame
      id="msg-compose"
      title={t('send.compose.title')}
      crumbs={[{ label: t('msg.manage') }, { label: t('send.title'), to: SEND_PATH }, { label: t('send.compose.title') }]}
    >
      {!canSend && <NoSendPermission />}
      <chakra.form onSubmit={submit} noValidate aria-labelledby="msg-compose-title">
        <Panel title={t('send.compose.content')} id="compose-content">
          <Flex direction="column" gap="4" maxW="48rem">
            <FormField
              label={t('send.compose.titleLabel')}
              required
              error={problems.title ? t(problems.title) : null}
              helperText={t('send.compose.count', { count: length(form.title), max: NOTICE_TITLE_MAX })}
            >
              <Input name="title" value={form.title} onChange={(event) => update({ title: event.target.value })} bg="white" />
            </FormField>
            <FormField
              label={t('send.compose.remarkLabel')}
              error={problems.remark ? t(problems.remark) : null}
              helperText={`${t('send.compose.remarkHint')} · ${t('send.compose.count', { count: points(form.remark), max: NOTICE_REMARK_MAX })}`}
            >
              <Input name="remark" value={form.remark} onChange={(event) => update({ remark: event.target.value })} bg="white" />
            </FormField>
            <FormField
              label={t('send.compose.contentLabel')}
              required
              error={problems.content ? t(problems.content) : null}
              helperText={t('send.compose.count', { count: length(form.content), max: NOTICE_CONTENT_MAX })}
            >
              <TextArea name="content" value={form.content} onChange={(content) => update({ content })} rows={8} />
            </FormField>
          </Flex>
        </Panel>
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
          {shown && Object.keys(problems).length > 0 && (
            <Text color="fg.error" fontSize="sm" m="0" role="status">
              {t('send.compose.check')}
            </Text>
          )}
        </Flex>
      </chakra.form>
      <PortalDialog
        open={confirming}
        onClose={() => !sending && setConfirming(false)}
        title={t('send.confirm.title')}
        size="mini"
        footer={
          <Flex gap="3">
            <Button variant="outline" onClick={() => setConfirming(false)} disabled={sending}>
              {t('send.confirm.cancel')}
            </Button>
            <Button colorPalette="brand" onClick={() => void send()} loading={sending} loadingText={t('send.compose.sending')} data-action="confirm-send">
              {t('send.confirm.ok')}
            </Button>
          </Flex>
        }
      >
        <Box fontSize="sm">{t('send.confirm.text', { title: form.title.trim(), audience: audienceWords(form, tenants, t) })}</Box>
      </PortalDialog>
    </PageFrame>
  );
}

function audienceWords(form: NoticeForm, tenants: Resource<RecipientTenant[]>, t: ReturnType<typeof useText>): string {
  if (form.recipientType === 'USERS') return t('send.confirm.usersAudience', { count: form.users.length });
  if (form.recipientType === 'TENANT') {
    const tenant = tenants.state === 'ready' ? tenants.data.find((item) => item.id === form.tenantId) : undefined;
    return t('send.confirm.tenantAudience', { tenant: tenant?.name ?? '', count: tenant?.userCount ?? 0 });
  }
  return t('send.confirm.allAudience');
}
