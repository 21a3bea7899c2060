import { chakra, Flex, FormField, Input, SimpleGrid } from '@portal/ui';
import { languageAtom, useAtomValue } from '@portal/utils';
import { RESOURCE_CATALOGUE, type ApplyPeriodType } from '@portal/contract';
import { useText } from '../use-text';
import { FormSelect } from './form-select';
import { PERIOD_MAX, withType, type ResourceApplyDraft } from './resource-apply.rules';

interface DraftProps {
  draft: ResourceApplyDraft;
  change(next: ResourceApplyDraft): void;
  errorOf(field: string): string | null;
}

/** The period: how many, and months or years. */
function PeriodField({ draft, change, errorOf }: DraftProps) {
  const t = useText();
  return (
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
  );
}

/** What is asked for: the catalogue's type and its specification, the quantity and the period. */
export function ResourceChoice({ draft, change, errorOf }: DraftProps) {
  const t = useText();
  const language = useAtomValue(languageAtom);
  const type = RESOURCE_CATALOGUE.find((entry) => entry.code === draft.resourceType) ?? RESOURCE_CATALOGUE[0];
  return (
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
      <PeriodField draft={draft} change={change} errorOf={errorOf} />
    </SimpleGrid>
  );
}
