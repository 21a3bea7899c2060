import type { ReactNode } from 'react';
import { chakra, Flex } from '@portal/ui';

/** A toolbar filter: a small label above its control. */
export function FilterField({ label, htmlFor, children, width = '12rem' }: { label: string; htmlFor: string; children: ReactNode; width?: string }) {
  return (
    <Flex direction="column" gap="1" w={{ base: 'full', sm: width }} minW="0">
      <chakra.label htmlFor={htmlFor} fontSize="xs" color="fg.muted" fontWeight="medium">
        {label}
      </chakra.label>
      {children}
    </Flex>
  );
}
