import { Badge } from '@portal/ui';
import { TONE_PALETTE, type StatusLabel } from '../../contract/cbp-status.rules';
import { StatusIcon } from './status-icons';
import { useConsoleText } from './use-console-text';

/** A status from one of the overview's status rules, with its icon and its words. */
export function StatusTag({ status, size = 'sm' }: { status: StatusLabel; size?: 'sm' | 'md' | 'lg' }) {
  const t = useConsoleText();
  return (
    <Badge colorPalette={TONE_PALETTE[status.tone]} variant="subtle" size={size} gap="1" whiteSpace="nowrap" data-status={status.key} data-tone={status.tone}>
      <StatusIcon icon={status.icon} />
      {t(`console.${status.key}`)}
    </Badge>
  );
}
