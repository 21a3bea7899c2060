import { Button, Flex, Stack, Text } from '@portal/ui';
import { languageAtom, localName, menuPageLink, navigate, useAtomValue } from '@portal/utils/internal';
import { partnerPlanAuditStatus } from '../../../contract/cbp-status.rules';
import { OverviewCard } from '../overview-card';
import { loadPartnerPlans } from '../overview.api';
import { StatusBadge } from '../status-badge';
import { useResource } from '../use-resource';
import { useText } from '../use-text';

const planButton = {
  flex: 1,
  minWidth: 0,
  textAlign: 'left' as const,
  background: 'none',
  border: 0,
  padding: 0,
  cursor: 'pointer',
  font: 'inherit',
  color: 'inherit',
};

const PARTNER_PLAN_PATH = '/cbp/partner/plan/channelPlanApply?menu_code=cbp_user_partner_plan_applied';

export function PartnerPlansCard() {
  const t = useText();
  const language = useAtomValue(languageAtom);
  const [resource, reload] = useResource(loadPartnerPlans, []);
  const open = () => navigate(menuPageLink(PARTNER_PLAN_PATH));
  return (
    <OverviewCard id="partner-plans" title={t('overview.plans.title')} resource={resource} isEmpty={(rows) => rows.length === 0} onRetry={reload}>
      {(rows) => (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
          {rows.map((row, index) => (
            <Flex as="li" key={String(row.id ?? index)} align="center" justify="space-between" gap="2" borderBottomWidth="1px" borderColor="gray.100" pb="2">
              <button type="button" onClick={open} data-plan={row.planName} style={planButton}>
                <Stack as="span" gap="0" minW="0">
                  <Flex as="span" align="center" gap="2" wrap="wrap">
                    <Text as="span" fontWeight="semibold" fontSize="sm" truncate>
                      {localName(row.planName, row.planNameEn, language)}
                    </Text>
                    <StatusBadge status={partnerPlanAuditStatus(row.auditStatus)} />
                  </Flex>
                  <Text as="span" display="block" fontSize="xs" color="fg.muted" lineClamp={2}>
                    {localName(row.planDesc, row.planDescEn, language)}
                  </Text>
                </Stack>
              </button>
              <Button size="xs" variant="outline" onClick={open}>
                {t('overview.plans.detail')}
              </Button>
            </Flex>
          ))}
        </Stack>
      )}
    </OverviewCard>
  );
}
