import type { FormEvent, ReactNode } from 'react';
import { Button, Flex } from '@portal/ui';
import { useText } from './use-text';

interface ToolbarProps {
  /** The filter fields, each labelled. */
  children: ReactNode;
  onSearch: () => void;
  onReset: () => void;
  /** The list's primary action(s), on the right. */
  actions?: ReactNode;
  label: string;
}

/** Search and filters on the left (Enter searches), the primary action on the right. */
export function Toolbar({ children, onSearch, onReset, actions, label }: ToolbarProps) {
  const t = useText();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <Flex gap="3" align="flex-end" justify="space-between" wrap="wrap" mb="4">
      <Flex as="form" role="search" aria-label={label} onSubmit={submit} gap="3" align="flex-end" wrap="wrap" flex="1" minW="0">
        {children}
        <Flex gap="2">
          <Button type="submit" colorPalette="brand" variant="solid" size="sm" h="10" px="4">
            {t('iam.search')}
          </Button>
          <Button type="button" variant="outline" size="sm" h="10" px="4" onClick={onReset}>
            {t('iam.reset')}
          </Button>
        </Flex>
      </Flex>
      {actions ? <Flex gap="2">{actions}</Flex> : null}
    </Flex>
  );
}
