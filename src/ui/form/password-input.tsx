import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { forwardRef, useState } from 'react';
import { useT } from '@portal/utils/internal';
import { EyeIcon, EyeOffIcon } from '../icons/icons';
import { prerenderedInput } from '../parcel/prerendered';

/** Both icons are drawn; the button's state picks one, so index.html's script can toggle it before hydration. */
const EYE = {
  '& [data-eye]': { display: 'contents' },
  '&[aria-pressed="true"] [data-eye="show"], &[aria-pressed="false"] [data-eye="hide"]': { display: 'none' },
} as const;

export interface PasswordInputProps extends Omit<InputProps, 'type'> {
  /** Starts with the password shown. */
  defaultVisible?: boolean;
}

/**
 * A password input with a show/hide toggle (a real button with an accessible name). Passes every
 * other prop to the input; use it inside `FormField` so the label is tied to it.
 *
 * @example
 * <FormField label="密码" error={errors.pwd}><PasswordInput value={pwd} onChange={…} autoComplete="current-password" /></FormField>
 */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(
  { defaultVisible = false, maxLength = 32, ...props },
  ref,
) {
  // A prerendered page's toggle works before hydration (docs/decisions/017): its state is the first one.
  const [visible, setVisible] = useState(() => defaultVisible || (props.name ? prerenderedInput(props.name)?.type === 'text' : false));
  const t = useT();
  return (
    <InputGroup
      endElement={
        <IconButton
          type="button"
          variant="ghost"
          size="xs"
          me="-2"
          aria-label={visible ? t('password.hide') : t('password.show')}
          aria-pressed={visible}
          data-show-label={t('password.show')}
          data-hide-label={t('password.hide')}
          onClick={() => setVisible((v) => !v)}
          disabled={props.disabled}
          css={EYE}
        >
          <span data-eye="show">
            <EyeIcon />
          </span>
          <span data-eye="hide">
            <EyeOffIcon />
          </span>
        </IconButton>
      }
    >
      <Input ref={ref} type={visible ? 'text' : 'password'} maxLength={maxLength} {...props} />
    </InputGroup>
  );
});
