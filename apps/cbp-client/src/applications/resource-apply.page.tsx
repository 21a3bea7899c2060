import { useState, type FormEvent } from 'react';
import { Alert, Button, chakra, Flex, FormField, Input, SimpleGrid, Text } from '@portal/ui';
import { languageAtom, useAtomValue } from '@portal/utils';
import { OPINION_MAX, RESOURCE_CATALOGUE, REASON_MAX, resourceServiceName, type ApplyPeriodType } from '@portal/contract';
import { failureText, PageFrame, Panel, TextArea, useConsoleNavigate } from '@portal/console';
import { useText } from '../use-text';
import { applyForResource } from './applications.api';
import { APPLICATIONS_PATH } from './applications.page';
import { FormSelect } from './form-select';
import { PERIOD_MAX, checkDraft, emptyDraft, withType, type ResourceApplyDraft } from './resource-apply.rules';

/**
 * 申请资源 (#/cbp/client/project/application/resource): a resource from the catalogue (type,
 * specification, quantity, period, reason). Filed, it is pending review at once in the list and on
 * the overview card; the list greets it with its number. A refusal keeps what was typed.
 */
export function ResourceApplyPage() {
  const t = useText();
  const language = useAtomValue(languageAtom);
  const navigate = useConsoleNavigate();
  const [draft, setDraft] = useState<ResourceApplyDraft>(emptyDraft);
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const change = (next: ResourceApplyDraft) => {
    setDraft(next);
    setProblem(null);
  };
  const type = RESOURCE_CATALOGUE.find((entry) => entry.code === draft.resourceType) ?? RESOURCE_CATALOGUE[0];
  const errorOf = (field: string) => (problem?.field === field ? problem.message : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    const checked = checkDraft(draft, language);
    if (!checked.ok) {
      setProblem({ field: checked.field, message: checked.message });
      return;
    }
    setSending(true);
    try {
      const created = await applyForResource(checked.body);
      navigate(APPLICATIONS_PATH, { state: { created: created.id, kind: 'RESOURCE' } });
    } catch (error) {
      setFailure(failureText(error));
      setSending(false);
    }
  };

  const quantity = Number(draft.quantity) || 1;
  const period = t(draft.periodType === '1' ? 'cbp.goods.unit.years' : 'cbp.goods.unit.months', { count: draft.periodNumber });
  return (
    <PageFrame
      id="cbp-resource-apply"
      title={t('cbp.resource.title')}
      description={t('cbp.resource.pitch')}
      crumbs={[{ label: t('cbp.area') }, { label: t('cbp.apply.title'), to: APPLICATIONS_PATH }, { label: t('cbp.resource.title') }]}
    >
      <Panel>
        <chakra.form onSubmit={submit} noValidate maxW="44rem" display="flex" flexDirection="column" gap="4" aria-describedby="resource-flow">
          <Text id="resource-flow" fontSize="sm" color="fg.muted" m="0">
            {t('cbp.resource.flow')}
          </Text>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label={t('cbp.resource.type')} required error={errorOf('resourceType')}>
              <FormSelect
                name="resourceType"
                value={draft.resourceType}
                onChange={(value) => change(withType(draft, value))}
                choices={RESOURCE_CATALOGUE.map((entry) => ({ value: entry.code, label: entry.name[language] }))}
              />
            </FormField>
            <FormField label={t('cbp.resource.spec')} required error={errorOf('specCode')}>
              <FormSelect
                name="specCode"
                value={draft.specCode}
                onChange={(value) => change({ ...draft, specCode: value })}
                choices={type.specs.map((spec) => ({ value: spec.code, label: spec.name[language] }))}
              />
            </FormField>
            <FormField label={t('cbp.resource.quantity')} required error={errorOf('quantity')} helperText={t('cbp.resource.quantityHint', { max: 100 })}>
              <Input name="quantity" inputMode="numeric" value={draft.quantity} onChange={(e) => change({ ...draft, quantity: e.target.value })} />
            </FormField>
            <FormField
              label={t('cbp.resource.period')}
              required
              error={errorOf('periodNumber')}
              helperText={t('cbp.resource.periodHint', { months: PERIOD_MAX.months, years: PERIOD_MAX.years })}
            >
              <Flex gap="2" w="full">
                <Input
                  name="periodNumber"
                  inputMode="numeric"
                  flex="1"
                  value={draft.periodNumber}
                  onChange={(e) => change({ ...draft, periodNumber: e.target.value })}
                />
                <chakra.select
                  name="periodType"
                  aria-label={t('cbp.resource.periodUnit')}
                  value={draft.periodType}
                  onChange={(e) => change({ ...draft, periodType: e.target.value as ApplyPeriodType })}
                  h="10"
                  px="3"
                  fontSize="sm"
                  bg="white"
                  borderWidth="1px"
                  borderColor="border"
                  borderRadius="l2"
                  minW="6rem"
                >
                  <option value="0">{t('cbp.resource.unit.months')}</option>
                  <option value="1">{t('cbp.resource.unit.years')}</option>
                </chakra.select>
              </Flex>
            </FormField>
          </SimpleGrid>
          <FormField
            label={t('cbp.resource.reason')}
            error={errorOf('reason')}
            helperText={`${t('cbp.resource.reasonHint', { max: REASON_MAX })} · ${t('cbp.developer.count', { count: [...draft.reason].length, max: OPINION_MAX })}`}
          >
            <TextArea name="reason" value={draft.reason} rows={3} onChange={(value) => change({ ...draft, reason: value })} />
          </FormField>
          <Text fontSize="sm" m="0" data-summary>
            {t('cbp.resource.summary', { service: resourceServiceName({ ...draft, quantity }, language), period })}
          </Text>
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
    </PageFrame>
  );
}
