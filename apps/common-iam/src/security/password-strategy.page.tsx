import { addMessages, languageAtom, useAtomValue } from '@portal/utils';
import { Box, Grid, Input, Stack, Text } from '@portal/ui';
import { Panel } from '@portal/console';
import { InfoNote } from '../kit/page-notice';
import { useCan } from '../kit/use-access';
import { useText } from '../kit/use-text';
import { securityMessages } from './security.messages';
import { SecurityForm, SecurityPage } from './security-form';
import { SettingRow } from './setting-row';
import { CHAR_KINDS, strategyErrors, strategySummary, type NumberField, type StrategyDraft } from './strategy.rules';
import { useStrategyForm } from './use-strategy-form';

addMessages(securityMessages);

type Form = ReturnType<typeof useStrategyForm> & { draft: StrategyDraft; readOnly: boolean };

/** A rule's number (three digits at most), off while its switch is off. */
function NumberInput({ form, field, disabled }: { form: Form; field: NumberField; disabled: boolean }) {
  return (
    <Input
      id={field}
      name={field}
      value={form.draft[field]}
      inputMode="numeric"
      maxLength={3}
      w="5rem"
      textAlign="center"
      disabled={disabled || form.readOnly}
      aria-invalid={!!form.errors[field] || undefined}
      aria-describedby={form.errors[field] ? `${field}-error` : undefined}
      onChange={(e) => form.setNumber(field, e.target.value)}
      onBlur={form.checkAll}
    />
  );
}

/** The minimum length, up to 32. */
function LengthPanel({ form }: { form: Form }) {
  const t = useText();
  return (
    <Panel title={t('strategy.length')}>
      <SettingRow
        id="pwdMinLength"
        label={t('strategy.minLength')}
        hint={t('strategy.minLengthHint')}
        enabled={form.draft.pwdMinLengthStatus}
        onToggle={(on) => form.setStatus('pwdMinLengthStatus', on)}
        switchLabel={t('strategy.minLengthSwitch')}
        error={form.errors.pwdMinLength}
        readOnly={form.readOnly}
      >
        <NumberInput form={form} field="pwdMinLength" disabled={!form.draft.pwdMinLengthStatus} />
        <Text fontSize="sm" color="fg.muted">
          ~ 32
        </Text>
      </SettingRow>
    </Panel>
  );
}

/** How many of each kind of character, each behind its switch; the total's message below. */
function KindsPanel({ form }: { form: Form }) {
  const t = useText();
  return (
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
          enabled={form.draft[kind.status]}
          onToggle={(on) => form.setStatus(kind.status, on)}
          switchLabel={t('strategy.switch', { kind: t(`strategy.${kind.key}`) })}
          error={form.errors[kind.count]}
          readOnly={form.readOnly}
        >
          <Text fontSize="sm" color="fg.muted">
            {t('strategy.atLeast')}
          </Text>
          <NumberInput form={form} field={kind.count} disabled={!form.draft[kind.status]} />
          {t('strategy.unit') ? (
            <Text fontSize="sm" color="fg.muted">
              {t('strategy.unit')}
            </Text>
          ) : null}
        </SettingRow>
      ))}
      {form.errors.total ? (
        <Text role="alert" fontSize="sm" color="fg.error" mt="2">
          {form.errors.total}
        </Text>
      ) : null}
    </Panel>
  );
}

/** What a password must hold under the draft, dimmed while the draft is wrong. */
function StrategyPreview({ draft }: { draft: StrategyDraft }) {
  const t = useText();
  const language = useAtomValue(languageAtom);
  const summary = strategySummary(draft);
  const valid = Object.keys(strategyErrors(draft, language)).length === 0;
  const required = summary.counts.reduce((sum, c) => sum + c.n, 0);
  return (
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
  );
}

/** #/common/iam/security/password: the password strategy of spec 3, validated, saved. */
export function PasswordStrategyPage() {
  const t = useText();
  const can = useCan();
  const state = useStrategyForm();
  const readOnly = !can('strategySave');
  const form = state.draft ? { ...state, draft: state.draft, readOnly } : null;

  return (
    <SecurityPage id="password-strategy" title={t('strategy.title')} description={t('strategy.description')} load={state.load}>
      {form ? (
        <>
          {readOnly ? <InfoNote>{t('strategy.readOnly')}</InfoNote> : null}
          <SecurityForm
            busy={form.busy}
            notice={form.notice}
            readOnly={readOnly}
            changed={form.changed}
            saveText={t('strategy.save')}
            onSave={() => void form.save()}
            onReset={form.reset}
            spaced
          >
            <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 20rem' }} gap="4" alignItems="start">
              <Box minW="0">
                <LengthPanel form={form} />
                <KindsPanel form={form} />
              </Box>
              <Box position={{ lg: 'sticky' }} top={{ lg: '4' }}>
                <StrategyPreview draft={form.draft} />
              </Box>
            </Grid>
          </SecurityForm>
          {form.stepUpDialog}
        </>
      ) : null}
    </SecurityPage>
  );
}
