import { useState } from 'react';
import { Alert, Button, Flex, FormField, PortalDialog, Text } from '@portal/ui';
import { languageAtom, useAtomValue } from '@portal/utils';
import { appliedForName, OPINION_MAX, type ReviewAction, type ReviewDetail } from '@portal/contract';
import { failureText, TextArea } from '@portal/console';
import { useText } from '../use-text';
import { reviewStep } from './review.api';
import { checkOpinion } from './review.rules';

/**
 * The opinion typed for one review step and its sending: the opinion is checked first (`problem`),
 * then sent once at a time; a refusal says why (`failure`), `stale` when another manager has moved
 * the application on meanwhile.
 */
function useReviewStep(action: ReviewAction, id: string, onDone: (next: ReviewDetail) => void) {
  const t = useText();
  const [opinion, setOpinion] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ text: string; stale: boolean } | null>(null);
  const [sending, setSending] = useState(false);

  const type = (value: string) => {
    setOpinion(value);
    setProblem(null);
  };
  const send = async () => {
    if (sending) return;
    const checked = checkOpinion(action, opinion);
    if (!checked.ok) {
      setProblem(t(checked.problem));
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      onDone(await reviewStep(action, id, checked.opinion));
    } catch (error) {
      const stale = (error as { code?: string }).code === 'APPLY_TRANSITION_REFUSED';
      setFailure({ text: failureText(error), stale });
      setSending(false);
    }
  };
  return { opinion, type, problem, failure, sending, send };
}

/** The dialog of one review step (通过, 确认完成 or 驳回): what it does, the opinion, and its confirmation. */
export function ReviewDialog({
  action,
  detail,
  onClose,
  onDone,
  onStale,
}: {
  action: ReviewAction;
  detail: ReviewDetail;
  onClose(): void;
  onDone(next: ReviewDetail): void;
  onStale(): void;
}) {
  const t = useText();
  const language = useAtomValue(languageAtom);
  const { opinion, type, problem, failure, sending, send } = useReviewStep(action, detail.id, onDone);

  return (
    <PortalDialog
      open
      onClose={onClose}
      title={t(`cbpAdmin.review.action.${action}`)}
      size="small"
      footer={
        <Flex gap="3" justify="flex-end">
          <Button variant="outline" onClick={failure?.stale ? onStale : onClose}>
            {t('cbpAdmin.review.cancel')}
          </Button>
          {!failure?.stale && (
            <Button colorPalette={action === 'reject' ? 'red' : 'brand'} loading={sending} onClick={send} data-confirm={action}>
              {t(`cbpAdmin.review.confirm.${action}`)}
            </Button>
          )}
        </Flex>
      }
    >
      <Flex direction="column" gap="3">
        <Text fontSize="sm" m="0">
          {t(`cbpAdmin.review.explain.${action}`, { id: detail.id, service: appliedForName(detail, language), tenant: detail.tenantName })}
        </Text>
        <FormField
          label={t(action === 'reject' ? 'cbpAdmin.review.rejectReason' : 'cbpAdmin.review.note')}
          required={action === 'reject'}
          error={problem}
          helperText={t('cbpAdmin.review.opinionHint', { count: [...opinion].length, max: OPINION_MAX })}
        >
          <TextArea name="opinion" rows={3} value={opinion} onChange={type} />
        </FormField>
        {failure && (
          <Alert.Root status="error" role="alert" data-failure>
            <Alert.Indicator />
            <Alert.Title>{failure.text}</Alert.Title>
          </Alert.Root>
        )}
      </Flex>
    </PortalDialog>
  );
}
