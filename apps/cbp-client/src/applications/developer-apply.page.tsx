import { useState } from 'react';
import { Alert, chakra, FormField, Text } from '@portal/ui';
import { useAtomValue, userInfoAtom } from '@portal/utils';
import type { DeveloperApplyState } from '@portal/contract';
import { ConsoleLink, DetailList, PageFrame, Panel, ErrorBlock, LoadingBlock, TextArea, useResource } from '@portal/console';
import { useText } from '../use-text';
import { loadDeveloperApplyState, requestDeveloper } from './applications.api';
import { APPLICATIONS_PATH, applicationDetailPath } from './applications.page';
import { DEVELOPER_REASON_MAX, developerReason } from './applications.rules';
import { ApplyFormEnd, useApplyFiling } from './apply-form';

/**
 * The order-apply form behind 成为开发者 (spec 2, 6): files a DEVELOPER application, which then
 * shows among the resource applications as pending review. The server decides who may ask;
 * a refusal shows its message and keeps what was typed.
 */
export function DeveloperApplyPage() {
  const t = useText();
  const [state, reload] = useResource(loadDeveloperApplyState, []);
  return (
    <PageFrame
      id="cbp-developer-apply"
      title={t('cbp.developer.title')}
      description={t('cbp.developer.pitch')}
      crumbs={[{ label: t('cbp.area') }, { label: t('cbp.apply.title'), to: APPLICATIONS_PATH }, { label: t('cbp.developer.title') }]}
    >
      {state.state === 'loading' && <LoadingBlock />}
      {state.state === 'error' && <ErrorBlock message={state.message} denied={state.denied} onRetry={reload} />}
      {state.state === 'ready' && !state.data.canApply && <DeveloperUnavailable state={state.data} />}
      {state.state === 'ready' && state.data.canApply && <DeveloperForm />}
    </PageFrame>
  );
}

/** Why the user may not ask now: a request of theirs is pending (with its link), or the server's reason. */
function DeveloperUnavailable({ state }: { state: DeveloperApplyState }) {
  const t = useText();
  return (
    <Alert.Root status={state.pendingId ? 'info' : 'warning'} mb="4" alignItems="center" role="status" data-developer="unavailable">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{state.pendingId ? t('cbp.developer.pending', { id: state.pendingId }) : t('cbp.developer.unavailable')}</Alert.Title>
        {!state.pendingId && state.reason && <Alert.Description>{t(state.reason)}</Alert.Description>}
      </Alert.Content>
      {state.pendingId && <ConsoleLink to={applicationDetailPath(state.pendingId)}>{t('cbp.developer.viewPending')}</ConsoleLink>}
    </Alert.Root>
  );
}

/** Who asks (the signed-in user and their tenant) and why. */
function DeveloperForm() {
  const t = useText();
  const user = useAtomValue(userInfoAtom);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { failure, sending, submit } = useApplyFiling();
  const check = () => {
    const checked = developerReason(reason);
    if (!checked.ok) {
      setProblem(checked.problem);
      return null;
    }
    setProblem(null);
    return () => requestDeveloper(checked.reason);
  };

  return (
    <Panel>
      <chakra.form onSubmit={submit(check)} noValidate maxW="40rem" display="flex" flexDirection="column" gap="4" aria-describedby="developer-form-note">
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
          helperText={`${t('cbp.developer.reasonHint')} · ${t('cbp.developer.count', { count: [...reason].length, max: DEVELOPER_REASON_MAX })}`}
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
        <ApplyFormEnd failure={failure} sending={sending} />
      </chakra.form>
    </Panel>
  );
}
