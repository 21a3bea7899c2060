import { Button as ChakraButton, Spinner, type ButtonProps } from '@chakra-ui/react';
import { forwardRef, type MouseEvent } from 'react';

/**
 * Chakra's Button, except while `loading`. Chakra disables it then, and a disabled button drops
 * the keyboard focus to <body> (WCAG 2.4.3: a keyboard user who pressed Save is left nowhere).
 * Here a loading button stays focusable, is marked aria-disabled and aria-busy, and ignores
 * presses: for a submit button the click is what submits its form, so Enter in a field does not
 * submit twice either.
 *
 * @example
 * <Button loading={saving} loadingText="保存中" onClick={save}>保存</Button>
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button({ loading, loadingText, children, ...props }, ref) {
  if (!loading)
    return (
      <ChakraButton ref={ref} {...props}>
        {children}
      </ChakraButton>
    );
  const { disabled: _replacedByAriaDisabled, onClick: _ignoredWhileBusy, ...rest } = props;
  const ignore = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault();
  return (
    <ChakraButton ref={ref} {...rest} aria-disabled="true" aria-busy="true" data-loading="" onClick={ignore}>
      <Spinner size="sm" aria-hidden="true" />
      {loadingText ?? children}
    </ChakraButton>
  );
});
