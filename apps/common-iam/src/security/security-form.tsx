import type { ReactNode } from 'react';
import { Box, Button, chakra, Flex, FormNotice } from '@portal/ui';
import { ErrorBlock, LoadingBlock, PageFrame } from '@portal/console';
import { loadFailure } from '../kit/table-state';
import type { useLoad } from '../kit/use-load';
import { useText } from '../kit/use-text';

/**
 * A security setting's page: its frame, and until the setting is in, the spinner or the failure
 * with a retry; then the form.
 */
export function SecurityPage({
  id,
  title,
  description,
  load,
  children,
}: {
  id: string;
  title: string;
  description: string;
  load: Pick<ReturnType<typeof useLoad<unknown>>, 'state' | 'value' | 'reload'>;
  children: ReactNode;
}) {
  const t = useText();
  const { state } = load;
  return (
    <PageFrame id={id} title={title} description={description}>
      {load.value !== null ? (
        children
      ) : state.kind === 'error' ? (
        <ErrorBlock {...loadFailure(t, state.message, load.reload, state.denied)} />
      ) : (
        <LoadingBlock />
      )}
    </PageFrame>
  );
}

/**
 * A security setting's form: Enter or 保存 saves (the page asks for a step-up first), the failure
 * above the buttons; 重置 goes back to what is saved. Nothing to save, no buttons for read-only users.
 */
export function SecurityForm({
  busy,
  notice,
  readOnly,
  changed,
  saveText,
  onSave,
  onReset,
  spaced,
  children,
}: {
  busy: boolean;
  notice: string | null;
  readOnly: boolean;
  changed: boolean;
  saveText: string;
  onSave: () => void;
  onReset: () => void;
  /** Room above and below the buttons (the strategy's long form). */
  spaced?: boolean;
  children: ReactNode;
}) {
  const t = useText();
  return (
    <chakra.form
      noValidate
      aria-busy={busy}
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      {children}
      {notice ? (
        <Box mb="4">
          <FormNotice tone="error">{notice}</FormNotice>
        </Box>
      ) : null}
      {!readOnly ? (
        <Flex gap="3" py={spaced ? '2' : undefined}>
          <Button type="submit" colorPalette="brand" loading={busy} loadingText={t('iam.saving')} disabled={!changed && !busy}>
            {saveText}
          </Button>
          <Button variant="outline" disabled={!changed || busy} onClick={onReset}>
            {t('iam.reset')}
          </Button>
        </Flex>
      ) : null}
    </chakra.form>
  );
}
