import { Box, Flex, HStack } from '@portal/ui';
import { OverviewPage } from '../../parcels/overview/overview.page';
import { PortalHeader } from '../../src/shell/frame/portal-header';
import { TopNavSkeleton } from '../../src/shell/frame/top-nav-skeleton';

/**
 * What a page's first render would show of its user (the greeting's name, the build's hour, the
 * side panel's values) is drawn as a grey bar: the static frame carries nothing of anyone.
 */
const MASKED = {
  '& h1, & [data-greeting], & [data-side-value]': { color: 'transparent', bg: 'gray.200', borderRadius: 'sm', width: 'fit-content', minW: '8rem' },
} as const;

/**
 * The signed-in first screen as HTML (issue 24 item 3, docs/decisions/017): the shell's frame as
 * its first render draws it (src/shell/frame/shell-frame.tsx: the header with the top nav's shape,
 * the content region, the page parcel's outlet), the bell and the avatar as their places, and on
 * the overview its page with every card loading. index.html's script shows it for a visitor with
 * tokens until the shell has drawn its own; no element of it is ever taken over. Its landmarks and
 * markers are renamed when it is written (build/prerender/entry.tsx).
 */
export function SignedInFrame({ overview }: { overview: boolean }) {
  return (
    // Inert and hidden from assistive technology: a picture until the shell is there (as the blank page was).
    <Flex direction="column" minH="100vh" bg="bg.subtle" data-static-frame={overview ? 'overview' : ''} aria-hidden="true" inert>
      <PortalHeader
        homeHref="#/"
        topNav={<TopNavSkeleton />}
        bell={
          <Box w="10" h="10" display="flex" alignItems="center" justifyContent="center" aria-hidden="true">
            <Box w="5" h="5" borderRadius="full" bg="whiteAlpha.300" />
          </Box>
        }
        account={
          <HStack gap="2" px="2" h="10" aria-hidden="true">
            <Box w="8" h="8" borderRadius="full" bg="whiteAlpha.300" />
          </HStack>
        }
      />
      <Flex flex="1" direction={{ base: 'column', md: 'row' }} minH="0">
        <Box as="main" flex="1" minW="0" p={{ base: '3', md: '6' }} aria-busy="true">
          {overview ? (
            <Box position="relative" minH="40" css={MASKED}>
              <div>
                <div className="portal-page">
                  <OverviewPage />
                </div>
              </div>
            </Box>
          ) : null}
        </Box>
      </Flex>
    </Flex>
  );
}
