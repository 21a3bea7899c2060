import { Badge } from '@portal/ui';
import type { StatusLabel, StatusTone } from '../../contract/cbp-status.rules';
import { StatusIcon } from './status-icons';
import { useConsoleText } from './use-console-text';

const palette: Record<StatusTone, string> = {
  pending: 'blue',
  success: 'green',
  danger: 'red',
  neutral: 'gray',
  progress: 'purple',
  trial: 'orange',
};

/** A status from one of the overview's status rules, with its icon and its words. */
export function StatusTag({ status, size = 'sm' }: { status: StatusLabel; size?: 'sm' | 'md' | 'lg' }) {
  const t = useConsoleText();
  return (
    <Badge colorPalette={palette[status.tone]} variant="subtle" size={size} gap="1" whiteSpace="nowrap" data-status={status.key} data-tone={status.tone}>
      <StatusIcon icon={status.icon} />
      {t(`console.${status.key}`)}
    </Badge>
  );
}
