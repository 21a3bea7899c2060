import { LineIcon } from '@portal/ui';
import type { StatusLabel } from '../../contract/cbp-status.rules';

const paths: Record<StatusLabel['icon'], string> = {
  clock: 'M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13ZM8 4v4l2.5 1.5',
  check: 'M3 8.5 6.5 12 13 4.5',
  cross: 'M4 4l8 8M12 4l-8 8',
  stop: 'M4.5 4.5h7v7h-7z',
  spinner: 'M8 1.5A6.5 6.5 0 1 1 1.5 8',
  question: 'M6 6a2 2 0 1 1 2.8 1.8C8.3 8 8 8.4 8 9v.5M8 12v.01',
};

/** The icon of a status (spec 4 "each with an icon"); decoration, the label carries the meaning. */
export function StatusIcon({ icon }: { icon: StatusLabel['icon'] }) {
  return (
    <LineIcon width="12" height="12" viewBox="0 0 16 16" data-icon={icon}>
      <path d={paths[icon]} />
    </LineIcon>
  );
}
