import { Checkbox, FormField, Link } from '@portal/ui';
import type { RegisterText } from './register.messages';

export interface AgreementFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | null;
  text: RegisterText;
}

/**
 * The agreement checkbox (spec 2, 5) with links to /platform and /lap. The links open in a new
 * tab so nothing typed in the form is lost while reading.
 */
export function AgreementField({ checked, onChange, error, text }: AgreementFieldProps) {
  return (
    <FormField label={null} error={error}>
      <Checkbox.Root checked={checked} onCheckedChange={(e) => onChange(e.checked === true)} size="sm" alignItems="flex-start" invalid={Boolean(error)}>
        <Checkbox.HiddenInput name="register-agreement" />
        <Checkbox.Control mt="0.5" />
        <Checkbox.Label fontWeight="normal" lineHeight="1.6">
          {text.agreePrefix}
          <Link colorPalette="brand" href="#/platform" target="_blank" rel="noopener">
            {text.agreement}
          </Link>
          {text.and}
          <Link colorPalette="brand" href="#/lap" target="_blank" rel="noopener">
            {text.privacy}
          </Link>
        </Checkbox.Label>
      </Checkbox.Root>
    </FormField>
  );
}
