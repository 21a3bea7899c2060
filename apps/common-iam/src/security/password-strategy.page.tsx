import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { addMessages, languageAtom, useAtomValue } from '@portal/utils';
import { Box, Button, chakra, Flex, FormNotice, Grid, Input, Stack, Text, toaster } from '@portal/ui';
import { ErrorBlock, isAccessDenied, LoadingBlock, PageFrame, Panel } from '@portal/console';
import { InfoNote } from '../kit/page-notice';
import { SwitchInput } from '../kit/switch-input';
import { useStepUp } from '../kit/step-up-dialog';
import { useCan, useFailureText } from '../kit/use-access';
import { loadFailure } from '../kit/table-state';
import { useText } from '../kit/use-text';
import { loadPasswordStrategy, savePasswordStrategy } from './security.api';
import { securityMessages } from './security.messages';
import {
  CHAR_KINDS,
  draftOfStrategy,
  strategyBody,
  strategyErrors,
  strategySummary,
  type NumberField,
  type StatusField,
  type StrategyDraft,
  type StrategyErrors,
} from './strategy.rules';

addMessages(securityMessages);

type Load = { kind: 'loading' } | { kind: 'error'; message: string; denied: boolean } | { kind: 'ready' };

function SettingRow({
  id,
  label,
  hint,
  enabled,
  onToggle,
  switchLabel,
  error,
  readOnly,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  enabled: boolean;
  onToggle: (on: boolean) => void;
  switchLabel: string;
  error?: string;
  readOnly: boolean;
  children: ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <Box py="4" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }} data-setting={id}>
      <Flex align="center" gap="4" wrap="wrap">
        <SwitchInput id={`${id}-switch`} checked={enabled} onChange={onToggle} label={switchLabel} disabled={readOnly} />
        <Box flex="1" minW="10rem">
          <chakra.label htmlFor={id} fontWeight="medium" fontSize="sm" display="block">
            {label}
          </chakra.label>
          {hint ? (
            <Text fontSize="xs" color="fg.muted" mt="0.5">
              {hint}
            </Text>
          ) : null}
        </Box>
        <Flex align="center" gap="2">
          {children}
        </Flex>
      </Flex>
      {error ? (
        <Text id={errorId} role="alert" fontSize="xs" color="fg.error" mt="2" ms={{ base: 0, sm: '13' }}>
          {error}
        </Text>
      ) : null}
    </Box>
  );
}

/** #/common/iam/security/password: the password strategy of spec 3, validated, saved. */
export function PasswordStrategyPage() {
  const t = useText();
  const can = useCan();
  const language = useAtomValue(languageAtom);
  const failure = useFailureText();
  const stepUp = useStepUp();
  const failureRef = useRef(failure);
  failureRef.current = failure;
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  const [saved, setSaved] = useState<StrategyDraft | null>(null);
  const [draft, setDraft] = useState<StrategyDraft | null>(null);
  const [errors, setErrors] = useState<StrategyErrors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const readOnly = !can('strategySave');

  useEffect(() => {
    let live = true;
    setLoad({ kind: 'loading' });
    loadPasswordStrategy().then(
      (strategy) => {
        if (!live) return;
        const start = draftOfStrategy(strategy);
        setSaved(start);
        setDraft((current) => current ?? start);
        setLoad({ kind: 'ready' });
      },
      (error: unknown) => live && setLoad({ kind: 'error', message: failureRef.current(error), denied: isAccessDenied(error) }),
    );
    return () => {
      live = false;
    };
  }, [round]);

  const retry = useCallback(() => setRound((r) => r + 1), []);

  if (load.kind === 'loading' && !draft) {
    return (
      <PageFrame id="password-strategy" title={t('strategy.title')} description={t('strategy.description')}>
        <LoadingBlock />
      </PageFrame>
    );
  }
  if (!draft) {
    return (
      <PageFrame id="password-strategy" title={t('strategy.title')} description={t('strategy.description')}>
        <ErrorBlock {...loadFailure(t, load.kind === 'error' ? load.message : '', retry, load.kind === 'error' && load.denied)} />
      </PageFrame>
    );
  }

  const setNumber = (field: NumberField, value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    if (errors[field] || errors.total) setErrors(strategyErrors(next, language));
  };
  const setStatus = (field: StatusField, on: boolean) => {
    const next = { ...draft, [field]: on };
    setDraft(next);
    if (Object.keys(errors).length) setErrors(strategyErrors(next, language));
  };

  const save = async () => {
    if (busy) return;
    const found = strategyErrors(draft, language);
    setErrors(found);
    setNotice(null);
    if (Object.keys(found).length) {
      setNotice(t('strategy.fixErrors'));
      return;
    }
    // Issue 22 item 2: every password set from now on must meet it; say so and ask for the current password.
    const token = await stepUp.prove(t('strategy.stepUp', { min: draft.pwdMinLength }));
    if (!token) {
      setNotice(t('stepUp.cancelled'));
      return;
    }
    setBusy(true);
    try {
      const stored = await savePasswordStrategy({ ...strategyBody(draft), stepUpToken: token });
      const next = draftOfStrategy(stored);
      setSaved(next);
      setDraft(next);
      toaster.create({ type: 'success', title: t('strategy.saved') });
    } catch (error) {
      setNotice(failure(error));
    } finally {
      setBusy(false);
    }
  };

  const summary = strategySummary(draft);
  const valid = Object.keys(strategyErrors(draft, language)).length === 0;
  const changed = JSON.stringify(draft) !== JSON.stringify(saved);
  const required = summary.counts.reduce((sum, c) => sum + c.n, 0);
  const numberInput = (field: NumberField, disabled: boolean, describedBy?: string) => (
    <Input
      id={field}
      name={field}
      value={draft[field]}
      inputMode="numeric"
      maxLength={3}
      w="5rem"
      textAlign="center"
      disabled={disabled || readOnly}
      aria-invalid={!!errors[field] || undefined}
      aria-describedby={errors[field] ? `${field}-error` : describedBy}
      onChange={(e) => setNumber(field, e.target.value)}
      onBlur={() => setErrors(strategyErrors(draft, language))}
    />
  );

  return (
    <PageFrame id="password-strategy" title={t('strategy.title')} description={t('strategy.description')}>
      {readOnly ? <InfoNote>{t('strategy.readOnly')}</InfoNote> : null}
      <chakra.form
        noValidate
        aria-busy={busy}
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 20rem' }} gap="4" alignItems="start">
          <Box minW="0">
            <Panel title={t('strategy.length')}>
              <SettingRow
                id="pwdMinLength"
                label={t('strategy.minLength')}
                hint={t('strategy.minLengthHint')}
                enabled={draft.pwdMinLengthStatus}
                onToggle={(on) => setStatus('pwdMinLengthStatus', on)}
                switchLabel={t('strategy.minLengthSwitch')}
                error={errors.pwdMinLength}
                readOnly={readOnly}
              >
                {numberInput('pwdMinLength', !draft.pwdMinLengthStatus)}
                <Text fontSize="sm" color="fg.muted">
                  ~ 32
                </Text>
              </SettingRow>
            </Panel>
            <Panel title={t('strategy.kinds')}>
              <Text fontSize="xs" color="fg.muted" mt="-2">
                {t('strategy.kindsHint')}
              </Text>
              {CHAR_KINDS.map((kind) => (
                <SettingRow
                  key={kind.count}
                  id={kind.count}
                  label={t('strategy.count', { kind: t(`strategy.${kind.key}`) })}
                  hint={kind.key === 'special' ? t('strategy.specialHint') : undefined}
                  enabled={draft[kind.status]}
                  onToggle={(on) => setStatus(kind.status, on)}
                  switchLabel={t('strategy.switch', { kind: t(`strategy.${kind.key}`) })}
                  error={errors[kind.count]}
                  readOnly={readOnly}
                >
                  <Text fontSize="sm" color="fg.muted">
                    {t('strategy.atLeast')}
                  </Text>
                  {numberInput(kind.count, !draft[kind.status])}
                  {t('strategy.unit') ? (
                    <Text fontSize="sm" color="fg.muted">
                      {t('strategy.unit')}
                    </Text>
                  ) : null}
                </SettingRow>
              ))}
              {errors.total ? (
                <Text role="alert" fontSize="sm" color="fg.error" mt="2">
                  {errors.total}
                </Text>
              ) : null}
            </Panel>
          </Box>
          <Box position={{ lg: 'sticky' }} top={{ lg: '4' }}>
            <Panel title={t('strategy.preview')} label={t('strategy.preview')}>
              <Stack as="ul" gap="2" fontSize="sm" ps="5" m="0" listStyleType="disc" data-testid="strategy-preview" opacity={valid ? 1 : 0.5}>
                <li>{t('strategy.previewLength', { min: summary.shortest, max: summary.longest })}</li>
                {summary.counts.length === 0 ? <li>{t('strategy.previewNone')}</li> : null}
                {summary.counts.map((c) => (
                  <li key={c.key}>{t('strategy.previewCount', { n: c.n, kind: t(`strategy.${c.key}`) })}</li>
                ))}
              </Stack>
              {valid && required > (draft.pwdMinLengthStatus ? Number(draft.pwdMinLength) : 1) ? (
                <Text fontSize="xs" color="fg.muted" mt="3">
                  {t('strategy.previewRaised', { n: required })}
                </Text>
              ) : null}
            </Panel>
          </Box>
        </Grid>
        {notice ? (
          <Box mb="4">
            <FormNotice tone="error">{notice}</FormNotice>
          </Box>
        ) : null}
        {!readOnly ? (
          <Flex gap="3" justify="flex-start" py="2">
            <Button type="submit" colorPalette="brand" loading={busy} loadingText={t('iam.saving')} disabled={!changed && !busy}>
              {t('strategy.save')}
            </Button>
            <Button
              variant="outline"
              disabled={!changed || busy}
              onClick={() => {
                if (saved) setDraft(saved);
                setErrors({});
                setNotice(null);
              }}
            >
              {t('iam.reset')}
            </Button>
          </Flex>
        ) : null}
      </chakra.form>
      {stepUp.dialog}
    </PageFrame>
  );
}
