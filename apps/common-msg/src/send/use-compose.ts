import { useState, type FormEvent } from 'react';
import { failureText, useConsoleNavigate } from '@portal/console';
import { sendNotice } from './send.api';
import { emptyNoticeForm, noticeFormProblems, sendBody, type NoticeForm } from './send.rules';
import { SEND_PATH } from './sent-list.page';

/**
 * The notice being written and its sending: problems show after the first send attempt and then
 * follow every edit; a form without problems asks for confirmation (`confirming`), and a sent
 * notice opens its own page. A refusal says why (`failure`) and keeps what was typed.
 */
export function useCompose() {
  const navigate = useConsoleNavigate();
  const [form, setForm] = useState<NoticeForm>(emptyNoticeForm);
  const [shown, setShown] = useState<ReturnType<typeof noticeFormProblems> | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

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

  return { form, update, problems, unresolved: shown !== null && Object.keys(problems).length > 0, submit, confirming, setConfirming, sending, send, failure };
}
