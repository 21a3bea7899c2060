import { Button, type ButtonProps } from '@chakra-ui/react';
import { languageAtom, setLanguage, useAtomValue, useT } from '@portal/utils/internal';

/**
 * The language switch of every header (signed in and out): one button naming the other language
 * in its own script ('English' / '中文'), which switches `languageAtom` (stored, so the choice
 * outlives the visit). Styling props pass through to the button.
 *
 * @example
 * <LanguageSwitch color="white" />
 */
export function LanguageSwitch(props: ButtonProps) {
  const language = useAtomValue(languageAtom);
  const t = useT();
  const next = language === 'en-US' ? 'zh-CN' : 'en-US';
  return (
    <Button
      type="button"
      size="sm"
      variant="ghost"
      lang={next === 'zh-CN' ? 'zh-CN' : 'en'}
      data-testid="language-switch"
      {...props}
      onClick={() => setLanguage(next)}
    >
      {t('language.switch')}
    </Button>
  );
}
