import { Box, Flex, Text } from '@chakra-ui/react';

/** The portal's mark (the favicon's cloud on the brand blue), drawn inline: no image request. */
export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#1d55cc" />
      <path fill="#fff" d="M10.5 23h12a5 5 0 0 0 .6-9.96A7 7 0 0 0 9.6 14.6 4.3 4.3 0 0 0 10.5 23z" />
    </svg>
  );
}

/** Nodes of a plant network joined to one cloud: the sign-in pages' picture (decorative, CSS-sized). */
function NetworkArt() {
  const nodes: [number, number][] = [
    [40, 250],
    [110, 170],
    [90, 320],
    [330, 150],
    [360, 290],
    [290, 350],
  ];
  return (
    <svg viewBox="0 0 400 400" width="100%" height="100%" aria-hidden="true" focusable="false">
      <g stroke="rgba(255,255,255,0.35)" strokeWidth="1.5" fill="none">
        {nodes.map(([x, y]) => (
          <path key={`${x}-${y}`} d={`M${x} ${y} L200 240`} strokeDasharray="4 6" />
        ))}
        <circle cx="200" cy="240" r="92" />
        <circle cx="200" cy="240" r="140" strokeOpacity="0.5" />
      </g>
      {nodes.map(([x, y]) => (
        <g key={`n-${x}-${y}`}>
          <circle cx={x} cy={y} r="13" fill="rgba(255,255,255,0.16)" />
          <circle cx={x} cy={y} r="5" fill="#fff" />
        </g>
      ))}
      <circle cx="200" cy="240" r="56" fill="rgba(255,255,255,0.14)" />
      <path fill="#fff" d="M178 262h46a19 19 0 0 0 2.3-37.9A26.6 26.6 0 0 0 172.5 230a16.4 16.4 0 0 0 5.5 32z" />
    </svg>
  );
}

/**
 * The brand side of the sign-in layout: product name, tagline and picture on the brand blue. Wide
 * screens show it beside the form; a phone shows a short band of it above the form.
 */
export function BrandPanel({ name, tagline, points }: { name: string; tagline: string; points: string }) {
  return (
    <Flex
      data-brand-panel=""
      direction="column"
      justify="center"
      gap={{ base: '1', lg: '10' }}
      color="white"
      bgGradient="to-br"
      gradientFrom="brand.700"
      gradientTo="brand.950"
      px={{ base: '5', lg: '12' }}
      py={{ base: '4', lg: '12' }}
      flex={{ lg: '1' }}
      minW="0"
      position="relative"
      overflow="hidden"
    >
      <Box>
        {/* A phone's header already names the product: its band carries the tagline only. */}
        <Text as="p" fontSize="3xl" fontWeight="semibold" lineHeight="short" display={{ base: 'none', lg: 'block' }}>
          {name}
        </Text>
        <Text as="p" mt={{ base: '0', lg: '3' }} fontSize={{ base: 'sm', lg: 'lg' }} color="whiteAlpha.900">
          {tagline}
        </Text>
        <Text as="p" mt="2" fontSize="sm" color="whiteAlpha.800" display={{ base: 'none', lg: 'block' }}>
          {points}
        </Text>
      </Box>
      <Box display={{ base: 'none', lg: 'block' }} w="full" maxW="420px" mx="auto" aspectRatio="1">
        <NetworkArt />
      </Box>
    </Flex>
  );
}
