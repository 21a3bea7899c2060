import { Box, chakra, Text } from '@portal/ui';
import type { AdminOrg } from '@portal/contract';
import { orgIndent } from '../kit/format.rules';

/**
 * The organisation tree as the server walks it (depth first, `depth` 0 for roots): a list indented
 * by depth with guide lines.
 */
export function OrgTree({ orgs, label, emptyText }: { orgs: AdminOrg[]; label: string; emptyText: string }) {
  if (orgs.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted" py="4">
        {emptyText}
      </Text>
    );
  }
  return (
    <chakra.ul aria-label={label} listStyleType="none" m="0" p="0" fontSize="sm">
      {orgs.map((org) => (
        <chakra.li key={org.id} data-org={org.id} position="relative" py="1.5" ps={`${orgIndent(org.depth) + 1.5}rem`}>
          {org.depth > 0 ? (
            <Box
              aria-hidden="true"
              position="absolute"
              top="0"
              bottom="50%"
              left={`${orgIndent(org.depth) - 0.6}rem`}
              w="0.9rem"
              borderLeftWidth="1px"
              borderBottomWidth="1px"
              borderColor="border.emphasized"
              roundedBottomLeft="sm"
            />
          ) : null}
          <Box
            aria-hidden="true"
            position="absolute"
            left={`${orgIndent(org.depth) + 0.35}rem`}
            top="50%"
            transform="translateY(-50%)"
            boxSize="2"
            rounded="full"
            bg={org.depth === 0 ? 'brand.solid' : 'gray.400'}
          />
          <Text as="span" fontWeight={org.depth === 0 ? 'semibold' : 'normal'}>
            <span translate="no">{org.name}</span>
          </Text>
        </chakra.li>
      ))}
    </chakra.ul>
  );
}
