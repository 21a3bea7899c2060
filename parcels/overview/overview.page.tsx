import { useState } from 'react';
import { Box, Flex, Grid, Heading, Stack, Text } from '@portal/ui';
import { languageAtom, localName, useAtomValue, userInfoAtom } from '@portal/utils/internal';
import { dayPartOfHour } from './greeting.rules';
import { MessageRepliesCard } from './cards/message-replies.card';
import { MyApplicationsCard } from './cards/my-applications.card';
import { PartnerPlansCard } from './cards/partner-plans.card';
import { PersonalInformationCard } from './cards/personal-information.card';
import { PurchasedGoodsCard } from './cards/purchased-goods.card';
import { ResourceApplicationsCard } from './cards/resource-applications.card';
import { ProfileDialog, type MountParcel } from './profile-dialog';
import { useText } from './use-text';

interface OverviewPageProps {
  mountParcel?: MountParcel;
  /** For tests: the hour the greeting is chosen by. */
  now?: () => Date;
}

/** The overview home, /application-overview (spec 2, issue 5 item 4). */
export function OverviewPage({ mountParcel, now = () => new Date() }: OverviewPageProps) {
  const t = useText();
  const user = useAtomValue(userInfoAtom);
  const [editing, setEditing] = useState(false);
  const name = user?.userName || user?.loginName || '';
  return (
    <Box p={{ base: '3', md: '6' }} bg="gray.50" minH="full" data-page="overview">
      <Heading as="h1" size="xl" mb="1">
        {t('overview.hi', { name })}
      </Heading>
      <Text color="fg.muted" mb="4" data-greeting>
        {t(`overview.greeting.${dayPartOfHour(now().getHours())}`)}
      </Text>
      <Flex direction={{ base: 'column', lg: 'row' }} gap="4" align="flex-start">
        <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="4" flex="1" minW="0" w="full">
          <PersonalInformationCard onEdit={() => setEditing(true)} />
          <MyApplicationsCard />
          <ResourceApplicationsCard />
          <PurchasedGoodsCard />
          <MessageRepliesCard />
          <PartnerPlansCard />
        </Grid>
        <ProfileSide />
      </Flex>
      <ProfileDialog
        open={editing}
        mountParcel={mountParcel}
        // A save writes the new user into userInfoAtom, which re-renders the cards that show it.
        onClose={() => setEditing(false)}
      />
    </Box>
  );
}

/** The side panel: the signed-in user's login name, name and role. */
function ProfileSide() {
  const t = useText();
  const language = useAtomValue(languageAtom);
  const user = useAtomValue(userInfoAtom);
  return (
    <Stack
      as="aside"
      aria-label={t('overview.profile.title')}
      w={{ base: 'full', lg: '16rem' }}
      flexShrink={0}
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="md"
      p="4"
      gap="3"
      data-side
    >
      {(
        [
          ['overview.side.loginName', user?.loginName],
          ['overview.side.userName', user?.userName],
          ['overview.side.roleName', user?.roleName ? localName(user.roleName, user.roleNameEn, language) : user?.roleName],
        ] as const
      ).map(([key, value]) => (
        <Stack key={key} gap="0">
          <Text fontSize="xs" color="fg.muted">
            {t(key)}
          </Text>
          <Text fontWeight="semibold" data-side-value={key}>
            {value || '—'}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
