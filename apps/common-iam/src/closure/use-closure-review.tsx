import { useState } from 'react';
import { FormField, Text, toaster } from '@portal/ui';
import { CLOSURE_REASON_MAX, type ClosureRequest } from '@portal/contract';
import { TextArea } from '@portal/console';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { FormDialog } from '../kit/form-dialog';
import { useConfirmed } from '../kit/use-confirmed';
import { useText } from '../kit/use-text';
import { approveClosure, rejectClosure } from './closure.api';

type Asked = ReturnType<typeof useConfirmed<ClosureRequest>>;

/** 批准: asked first, saying that the account (and how many sub-accounts) will be closed. */
function ApproveDialog({ approval, onConfirm }: { approval: Asked; onConfirm: () => void }) {
  const t = useText();
  const approving = approval.pending;
  return (
    <ConfirmDialog
      open={!!approving}
      title={t('closure.approveTitle')}
      confirmText={t('closure.approveConfirm')}
      danger
      busy={approval.busy}
      error={approval.error}
      onConfirm={onConfirm}
      onClose={approval.close}
    >
      {t('closure.approveBody', { login: approving?.loginName ?? '' })}
      {approving && approving.subAccountCount > 0 ? ` ${t('closure.approveSubs', { count: approving.subAccountCount })}` : null}
    </ConfirmDialog>
  );
}

/** 驳回: the reason the user will be told. */
function RejectDialog({
  rejection,
  reason,
  reasonError,
  onReason,
  onSubmit,
}: {
  rejection: Asked;
  reason: string;
  reasonError: string | null;
  onReason: (value: string) => void;
  onSubmit: () => void;
}) {
  const t = useText();
  return (
    <FormDialog
      open={!!rejection.pending}
      name="reject-closure"
      title={t('closure.rejectTitle', { login: rejection.pending?.loginName ?? '' })}
      form={{ busy: rejection.busy, notice: rejection.error, submit: onSubmit }}
      submitText={t('closure.reject')}
      onClose={rejection.close}
    >
      <Text fontSize="sm" color="fg.muted">
        {t('closure.rejectHint')}
      </Text>
      <FormField label={t('closure.rejectReason')} required error={reasonError ?? undefined}>
        <TextArea name="reason" rows={4} value={reason} onChange={onReason} />
      </FormField>
    </FormDialog>
  );
}

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

  const dialogs = (
    <>
      <ApproveDialog approval={approval} onConfirm={() => void approve()} />
      <RejectDialog
        rejection={rejection}
        reason={reason}
        reasonError={reasonError}
        onReason={(value) => (setReason(value), setReasonError(null))}
        onSubmit={reject}
      />
    </>
  );
  return { askApprove: approval.ask, askReject, dialogs };
}
