import { Heading, LegalContents, LegalPage, LegalText, Link } from '@portal/ui';
import { languageAtom, useAtomValue } from '@portal/utils/internal';
import { goBack } from './go-back';
import { platformPageText } from './legal-platform.messages';

/** /platform: the user agreement (spec 2), linked from registration. */
export function LegalPlatformPage() {
  const text = platformPageText(useAtomValue(languageAtom));
  return (
    <LegalPage title={text.title} confirm={text.confirm} onConfirm={goBack}>
      <Heading as="h2" size="lg" mb="2">
        {text.agreement.title}
      </Heading>
      <LegalContents label={text.contents} sections={text.agreement.sections} />
      <LegalText document={text.agreement} level={3} />
      <Link colorPalette="brand" href="#/lap" display="inline-block" mt="4">
        {text.privacyLink}
      </Link>
    </LegalPage>
  );
}
