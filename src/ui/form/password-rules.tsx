import { Box, chakra, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId } from 'react';
import { languageAtom, useAtomValue } from '@portal/utils/internal';
import { passwordChecklist, ruleMessage, type PasswordStrategyLike } from '@portal/utils/internal';

/** '（已满足）' in Chinese, ' (met)' in English: each language's own brackets. */
const BRACKETED = { 'zh-CN': (text: string) => `（${text}）`, 'en-US': (text: string) => ` (${text})` };
const bracketed = (text: string, language: string) => BRACKETED[language === 'zh-CN' ? 'zh-CN' : 'en-US'](text);

/** A tick for a requirement met, an open circle for one still to meet. */
function Mark({ met }: { met: boolean }) {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true" focusable="false">
      {met ? <path d="M5 12.5 10 17.5 19 7" strokeLinecap="round" strokeLinejoin="round" /> : <circle cx="12" cy="12" r="7" />}
    </svg>
  );
}

/**
 * The requirements of a new password under the server's strategy, listed under the field before
 * anything is typed and ticked as the user types (register, set, find and change password). Each
 * line says to screen readers whether it is met; the list is not a live region (it would speak on
 * every key), the field's own error still does that on blur and submit.
 *
 * @example <PasswordRules id={rulesId} value={values.password} strategy={strategy} />
 */
export function PasswordRules({ id, value, strategy }: { id?: string; value: string; strategy: PasswordStrategyLike | null | undefined }) {
  const language = useAtomValue(languageAtom);
  const titleId = useId();
  const checks = passwordChecklist(value, strategy, language);
  return (
    <Box id={id} data-password-rules mt="1.5">
      <VisuallyHidden id={titleId}>{ruleMessage('check.title', language)}</VisuallyHidden>
      <chakra.ul aria-labelledby={titleId} listStyleType="none" m="0" p="0" display="flex" flexWrap="wrap" columnGap="4" rowGap="0.5">
        {checks.map((check) => (
          <chakra.li
            key={check.key}
            data-rule={check.key}
            data-met={check.met}
            display="flex"
            alignItems="center"
            gap="1"
            fontSize="xs"
            color={check.met ? 'green.700' : 'fg.muted'}
          >
            <Mark met={check.met} />
            <Text as="span">{check.text}</Text>
            <VisuallyHidden>{bracketed(ruleMessage(check.met ? 'check.met' : 'check.unmet', language), language)}</VisuallyHidden>
          </chakra.li>
        ))}
      </chakra.ul>
    </Box>
  );
}
