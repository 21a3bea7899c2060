import { useState } from 'react';
import { chakra, FormField, Text } from '@portal/ui';
import { languageAtom, useAtomValue } from '@portal/utils';
import { OPINION_MAX, REASON_MAX, resourceServiceName } from '@portal/contract';
import { PageFrame, Panel, TextArea } from '@portal/console';
import { useText } from '../use-text';
import { applyForResource } from './applications.api';
import { APPLICATIONS_PATH } from './applications.page';
import { ApplyFormEnd, useApplyFiling } from './apply-form';
import { checkDraft, emptyDraft, type ResourceApplyDraft } from './resource-apply.rules';
import { ResourceChoice } from './resource-choice';

/** The resource form as typed and its first problem, shown under its field until the next change. */
function useResourceDraft() {
  const language = useAtomValue(languageAtom);
  const [draft, setDraft] = useState<ResourceApplyDraft>(emptyDraft);
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const change = (next: ResourceApplyDraft) => {
    setDraft(next);
    setProblem(null);
  };
  const errorOf = (field: string) => (problem?.field === field ? problem.message : null);
  const check = () => {
    const checked = checkDraft(draft, language);
    if (!checked.ok) {
      setProblem({ field: checked.field, message: checked.message });
      return null;
    }
    return () => applyForResource(checked.body);
  };
  return { draft, change, errorOf, check };
}

/**
 * 申请资源 (#/cbp/client/project/application/resource): a resource from the catalogue (type,
 * specification, quantity, period, reason). Filed, it is pending review at once in the list and on
 * the overview card; the list greets it with its number. A refusal keeps what was typed.
 */
export function ResourceApplyPage() {
  const t = useText();
  const language = useAtomValue(languageAtom);
  const { draft, change, errorOf, check } = useResourceDraft();
  const { failure, sending, submit } = useApplyFiling('RESOURCE');
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
        <chakra.form onSubmit={submit(check)} noValidate maxW="44rem" display="flex" flexDirection="column" gap="4" aria-describedby="resource-flow">
          <Text id="resource-flow" fontSize="sm" color="fg.muted" m="0">
            {t('cbp.resource.flow')}
          </Text>
          <ResourceChoice draft={draft} change={change} errorOf={errorOf} />
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
          <ApplyFormEnd failure={failure} sending={sending} />
        </chakra.form>
      </Panel>
    </PageFrame>
  );
}
