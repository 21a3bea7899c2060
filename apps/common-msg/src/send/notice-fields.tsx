import { Box, Button, Flex, FormField, Input, PortalDialog } from '@portal/ui';
import type { RecipientTenant } from '@portal/contract';
import { Panel, TextArea, type Resource } from '@portal/console';
import { NOTICE_CONTENT_MAX, NOTICE_REMARK_MAX, NOTICE_TITLE_MAX, type NoticeForm, type noticeFormProblems } from './send.rules';
import { useText } from './use-text';

// As the draft rules count: title and text in UTF-16 units (a text field's maxlength); the summary as its schema does, in code points.
const length = (text: string) => text.trim().length;
const points = (text: string) => [...text.trim()].length;

/** 消息内容: the title, the summary and the text, each with its count and its problem. */
export function NoticeFields({
  form,
  problems,
  update,
}: {
  form: NoticeForm;
  problems: ReturnType<typeof noticeFormProblems>;
  update(changes: Partial<NoticeForm>): void;
}) {
  const t = useText();
  return (
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

/** The last question before a notice goes out: its title and who receives it. */
export function ConfirmSend({
  open,
  form,
  tenants,
  sending,
  onCancel,
  onSend,
}: {
  open: boolean;
  form: NoticeForm;
  tenants: Resource<RecipientTenant[]>;
  sending: boolean;
  onCancel(): void;
  onSend(): void;
}) {
  const t = useText();
  return (
    <PortalDialog
      open={open}
      onClose={() => !sending && onCancel()}
      title={t('send.confirm.title')}
      size="mini"
      footer={
        <Flex gap="3">
          <Button variant="outline" onClick={onCancel} disabled={sending}>
            {t('send.confirm.cancel')}
          </Button>
          <Button colorPalette="brand" onClick={onSend} loading={sending} loadingText={t('send.compose.sending')} data-action="confirm-send">
            {t('send.confirm.ok')}
          </Button>
        </Flex>
      }
    >
      <Box fontSize="sm">{t('send.confirm.text', { title: form.title.trim(), audience: audienceWords(form, tenants, t) })}</Box>
    </PortalDialog>
  );
}
