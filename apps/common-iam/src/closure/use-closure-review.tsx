import { useState } from 'react';
import { FormField, Text, toaster } from '@portal/ui';
import { CLOSURE_REASON_MAX, type ClosureRequest } from '@portal/contract';
import { TextArea } from '@portal/console';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { FormDialog } from '../kit/form-dialog';
import { useConfirmed } from '../kit/use-confirmed';
import { useText } from '../kit/use-text';
import { approveClosure, rejectClosure } from './closure.api';

/**
 * Approving a closure (asked first: the account and its sub-accounts are closed, their data
 * deleted) and rejecting one with a reason the user is told. A success toasts and is handed to
 * the page (`onDone`); a failure stays in its dialog.
 */
export function useClosureReview(onDone: (text: string) => void) {
  const t = useText();
  const approval = useConfirmed<ClosureRequest>();
  const rejection = useConfirmed<ClosureRequest>();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  const done = (text: string) => {
    toaster.create({ type: 'success', title: text });
    onDone(text);
  };
  const approve = () =>
    approval.run(async (row) => {
      await approveClosure(row.id);
      approval.close();
      done(t('closure.approved', { login: row.loginName }));
    });
  const reject = () => {
    const text = reason.trim();
    const problem = !text ? t('closure.reasonRequired') : text.length > CLOSURE_REASON_MAX ? t('closure.reasonTooLong', { max: CLOSURE_REASON_MAX }) : null;
    setReasonError(problem);
    rejection.setError(null);
    if (problem) return;
    void rejection.run(async (row) => {
      await rejectClosure(row.id, text);
      rejection.close();
      setReason('');
      done(t('closure.rejected', { login: row.loginName }));
    });
  };
  const askReject = (row: ClosureRequest) => {
    setReasonError(null);
    setReason('');
    rejection.ask(row);
  };

  const approving = approval.pending;
  const rejecting = rejection.pending;
  const dialogs = (
    <>
      <ConfirmDialog
        open={!!approving}
        title={t('closure.approveTitle')}
        confirmText={t('closure.approveConfirm')}
        danger
        busy={approval.busy}
        error={approval.error}
        onConfirm={() => void approve()}
        onClose={approval.close}
      >
        {t('closure.approveBody', { login: approving?.loginName ?? '' })}
        {approving && approving.subAccountCount > 0 ? ` ${t('closure.approveSubs', { count: approving.subAccountCount })}` : null}
      </ConfirmDialog>
      <FormDialog
        open={!!rejecting}
        name="reject-closure"
        title={t('closure.rejectTitle', { login: rejecting?.loginName ?? '' })}
        busy={rejection.busy}
        notice={rejection.error}
        submitText={t('closure.reject')}
        onSubmit={reject}
        onClose={rejection.close}
      >
        <Text fontSize="sm" color="fg.muted">
          {t('closure.rejectHint')}
        </Text>
        <FormField label={t('closure.rejectReason')} required error={reasonError ?? undefined}>
          <TextArea name="reason" rows={4} value={reason} onChange={(value) => (setReason(value), setReasonError(null))} />
        </FormField>
      </FormDialog>
    </>
  );
  return { askApprove: approval.ask, askReject, dialogs };
}
