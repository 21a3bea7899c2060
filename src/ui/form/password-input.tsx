import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { forwardRef, useState } from 'react';
import { useT } from '@portal/utils/internal';
import { EyeIcon, EyeOffIcon } from '../icons/icons';

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
  const [visible, setVisible] = useState(defaultVisible);
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
          onClick={() => setVisible((v) => !v)}
          disabled={props.disabled}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </IconButton>
      }
    >
      <Input ref={ref} type={visible ? 'text' : 'password'} maxLength={maxLength} {...props} />
    </InputGroup>
  );
});
