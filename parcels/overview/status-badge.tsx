import { Badge } from '@portal/ui';
import { TONE_PALETTE, type StatusLabel } from '../../contract/cbp-status.rules';
import { useText } from './use-text';

const glyph: Record<StatusLabel['icon'], string> = {
  clock: '◷',
  check: '✓',
  cross: '✕',
  stop: '■',
  spinner: '↻',
  question: '?',
};

/** A status with its icon; the icon is decoration, the label carries the meaning. */
export function StatusBadge({ status }: { status: StatusLabel }) {
  const t = useText();
  return (
    <Badge colorPalette={TONE_PALETTE[status.tone]} variant="subtle" data-tone={status.tone} gap="1">
      <span aria-hidden="true">{glyph[status.icon]}</span>
      {t(status.key)}
    </Badge>
  );
}
