import { Checkbox, FormField, Link } from '@portal/ui';
import type { RegisterText } from './register.messages';

interface AgreementFieldProps {
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
      <Checkbox checked={checked} onCheckedChange={onChange} name="register-agreement">
        {text.agreePrefix}
        <Link colorPalette="brand" href="#/platform" target="_blank" rel="noopener">
          {text.agreement}
        </Link>
        {text.and}
        <Link colorPalette="brand" href="#/lap" target="_blank" rel="noopener">
          {text.privacy}
        </Link>
      </Checkbox>
    </FormField>
  );
}
