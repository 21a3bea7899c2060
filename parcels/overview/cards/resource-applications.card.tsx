import { Button, Flex, Stack, Text } from '@portal/ui';
import { colon, languageAtom, useAtomValue } from '@portal/utils/internal';
import { OVERVIEW_LIMITS, takeFirst } from '../overview.rules';
import { resourceApplicationStatus } from '../../../contract/cbp-status.rules';
import { appliedForName } from '../../../contract/cbp-review.rules';
import { OverviewCard } from '../overview-card';
import { loadResourceApplications } from '../overview.api';
import { StatusBadge } from '../status-badge';
import { useResource } from '../use-resource';
import { useText } from '../use-text';

const RESOURCE_APPLICATIONS_PATH = '/cbp/client/project/application?menu_code=cbp_order_apply';

export function ResourceApplicationsCard() {
  const t = useText();
  const language = useAtomValue(languageAtom);
  const [resource, reload] = useResource(async () => takeFirst(await loadResourceApplications(), OVERVIEW_LIMITS.resourceApplications).shown, []);
  return (
    <OverviewCard
      id="resource-applications"
      title={t('overview.apply.title')}
      resource={resource}
      isEmpty={(rows) => rows.length === 0}
      onRetry={reload}
      morePath={RESOURCE_APPLICATIONS_PATH}
    >
      {(rows) => (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
          {rows.map((row, index) => (
            <Flex
              as="li"
              key={String(row.id ?? index)}
              align="center"
              justify="space-between"
              gap="2"
              wrap="wrap"
              borderBottomWidth="1px"
              borderColor="gray.100"
              pb="2"
            >
              <Stack gap="0" minW="0">
                {row.serviceName ? (
                  <Text fontSize="sm" fontWeight="semibold" truncate>
                    {appliedForName(row, language)}
                  </Text>
                ) : null}
                <Text fontSize="xs" color="fg.muted" truncate>
                  {colon(t('overview.apply.number'), String(row.id ?? ''))}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {colon(t('overview.apply.date'), String(row.createTime ?? '').slice(0, 10))}
                </Text>
              </Stack>
              <Flex align="center" gap="2">
                <StatusBadge status={resourceApplicationStatus(row.status)} />
                <Button size="xs" variant="outline" disabled>
                  {t('overview.apply.view')}
                </Button>
                <Button size="xs" variant="outline" disabled>
                  {t('overview.apply.delete')}
                </Button>
              </Flex>
            </Flex>
          ))}
        </Stack>
      )}
    </OverviewCard>
  );
}
