import { useState, type FormEvent } from 'react';
import { Alert, Button, chakra, Flex, FormField, Text } from '@portal/ui';
import { useAtomValue, userInfoAtom } from '@portal/utils';
import { failureText, ConsoleLink, useConsoleNavigate, DetailList, PageFrame, Panel, ErrorBlock, LoadingBlock, TextArea, useResource } from '@portal/console';
import { useText } from '../use-text';
import { loadDeveloperApplyState, requestDeveloper } from './applications.api';
import { APPLICATIONS_PATH } from './applications.page';
import { DEVELOPER_REASON_MAX, developerReason } from './applications.rules';

/**
 * The order-apply form behind 成为开发者 (spec 2, 6): files a DEVELOPER application, which then
 * shows among the resource applications as pending review. The server decides who may ask;
 * a refusal shows its message and keeps what was typed.
 */
export function DeveloperApplyPage() {
  const t = useText();
  const navigate = useConsoleNavigate();
  const user = useAtomValue(userInfoAtom);
  const [state, reload] = useResource(loadDeveloperApplyState, []);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    const checked = developerReason(reason);
    if (!checked.ok) {
      setProblem(checked.problem);
      return;
    }
    setProblem(null);
    setSending(true);
    try {
      const created = await requestDeveloper(checked.reason);
      navigate(APPLICATIONS_PATH, { state: { created: created.id } });
    } catch (error) {
      setFailure(failureText(error));
      setSending(false);
    }
  };

  const count = [...reason].length;
  return (
    <PageFrame
      id="cbp-developer-apply"
      title={t('cbp.developer.title')}
      description={t('cbp.developer.pitch')}
      crumbs={[{ label: t('cbp.area') }, { label: t('cbp.apply.title'), to: APPLICATIONS_PATH }, { label: t('cbp.developer.title') }]}
    >
      {state.state === 'loading' && <LoadingBlock />}
      {state.state === 'error' && <ErrorBlock message={state.message} denied={state.denied} onRetry={reload} />}
      {state.state === 'ready' && !state.data.canApply && (
        <Alert.Root status={state.data.pendingId ? 'info' : 'warning'} mb="4" alignItems="center" role="status" data-developer="unavailable">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{state.data.pendingId ? t('cbp.developer.pending', { id: state.data.pendingId }) : t('cbp.developer.unavailable')}</Alert.Title>
            {!state.data.pendingId && state.data.reason && <Alert.Description>{t(state.data.reason)}</Alert.Description>}
          </Alert.Content>
          {state.data.pendingId && (
            <ConsoleLink to={`${APPLICATIONS_PATH}/detail/${encodeURIComponent(state.data.pendingId)}`}>{t('cbp.developer.viewPending')}</ConsoleLink>
          )}
        </Alert.Root>
      )}
      {state.state === 'ready' && state.data.canApply && (
        <Panel>
          <chakra.form onSubmit={submit} noValidate maxW="40rem" display="flex" flexDirection="column" gap="4" aria-describedby="developer-form-note">
            <Text id="developer-form-note" fontSize="sm" color="fg.muted" m="0">
              {t('cbp.developer.formDescription')}
            </Text>
            <DetailList
              items={[
                {
                  label: t('cbp.developer.applicant'),
                  value: user ? t('cbp.apply.applicantWithLogin', { name: user.userName || user.loginName, login: user.loginName }) : '',
                },
                { label: t('cbp.developer.tenant'), value: user?.tenantName ?? '' },
              ]}
            />
            <FormField
              label={t('cbp.developer.reason')}
              error={problem ? t(problem) : null}
              helperText={`${t('cbp.developer.reasonHint')} · ${t('cbp.developer.count', { count, max: DEVELOPER_REASON_MAX })}`}
            >
              <TextArea
                name="reason"
                value={reason}
                onChange={(value) => {
                  setReason(value);
                  if (problem) setProblem(null);
                }}
              />
            </FormField>
            {failure && (
              <Alert.Root status="error" role="alert" data-failure>
                <Alert.Indicator />
                <Alert.Title>{failure}</Alert.Title>
              </Alert.Root>
            )}
            <Flex gap="3">
              <Button type="submit" colorPalette="brand" loading={sending} loadingText={t('cbp.developer.submitting')}>
                {t('cbp.developer.submit')}
              </Button>
              <Button type="button" variant="outline" onClick={() => navigate(APPLICATIONS_PATH)}>
                {t('cbp.developer.cancel')}
              </Button>
            </Flex>
          </chakra.form>
        </Panel>
      )}
    </PageFrame>
  );
}
