import type { ButtonProps } from '@chakra-ui/react';
import { Button } from './button';
import { useT } from '@portal/utils/internal';

export interface CodeButtonProps extends Omit<ButtonProps, 'children'> {
  /** Seconds left of the channel's countdown; 0 when idle (see `useCountdown`). */
  seconds: number;
  /** True while the code request is in flight. */
  sending?: boolean;
}

/**
 * The "get code" button (spec 4): reads '获取验证码' at zero and the seconds left while counting;
 * disabled while counting or sending. The countdown itself lives in the caller (per channel).
 *
 * @example
 * const [seconds, sms] = useCountdown({ seconds: COUNTDOWN_SECONDS.SMS });
 * <CodeButton seconds={seconds} onClick={() => { sms.start(); send().catch(() => sms.reset()); }} />
 */
export function CodeButton({ seconds, sending = false, disabled, ...props }: CodeButtonProps) {
  const t = useT();
  const counting = seconds > 0;
  return (
    <Button type="button" variant="outline" colorPalette="brand" minW="8.5rem" disabled={disabled || counting || sending} loading={sending} {...props}>
      <span aria-live="polite">{counting ? t('code.counting', { seconds }) : t('code.idle')}</span>
    </Button>
  );
}
