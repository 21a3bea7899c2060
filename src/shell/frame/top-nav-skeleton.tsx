import { Box, HStack } from '@portal/ui';
import { useFrameText } from './use-frame-text';

/** The bar's shape while the menu tree is on its way: the header is never an empty band after sign-in. */
export function TopNavSkeleton() {
  const text = useFrameText();
  return (
    <Box
      flex="1"
      minW="0"
      order={{ base: 3, md: 0 }}
      flexBasis={{ base: '100%', md: 'auto' }}
      pb={{ base: '2', md: '0' }}
      overflow="hidden"
      role="status"
      aria-label={text('nav.loading')}
      aria-busy="true"
      data-testid="top-nav-skeleton"
    >
      <HStack gap="2" h="8" px="2.5">
        {[72, 88, 64, 96, 80].map((width, index) => (
          <Box
            key={index}
            flexShrink={0}
            w={`${width}px`}
            h="3.5"
            borderRadius="sm"
            bg="whiteAlpha.300"
            animation="pulse"
            _motionReduce={{ animation: 'none' }}
          />
        ))}
      </HStack>
    </Box>
  );
}
