import { Box, Heading, LegalContents, LegalFooter, LegalText, Link, LoginLayout, useAccessText } from '@portal/ui';
import { languageAtom, useAtomValue } from '@portal/utils/internal';
import { goBack } from './go-back';
import { lapPageText } from './legal-lap.messages';

/** /lap: the legal statement followed by the full group cloud-service privacy policy (spec 2, 9). */
export function LegalLapPage() {
  const text = lapPageText(useAtomValue(languageAtom));
  const access = useAccessText();
  const contents = [{ id: 'legal-statement', heading: text.statement.title }, { id: 'privacy-policy', heading: text.policy.title }, ...text.policy.sections];
  return (
    <LoginLayout
      title={text.title}
      width="text"
      headerEnd={
        <Link colorPalette="brand" href="#/client-login">
          {access.goLogin}
        </Link>
      }
    >
      <LegalContents label={text.contents} sections={contents} />
      <Box as="article" aria-labelledby="legal-statement-h">
        <Heading as="h2" size="lg" id="legal-statement-h">
          <span id="legal-statement" tabIndex={-1}>
            {text.statement.title}
          </span>
        </Heading>
        <LegalText document={text.statement} level={3} />
      </Box>
      <Box as="article" aria-labelledby="privacy-policy-h" mt="10" pt="6" borderTopWidth="1px" borderColor="gray.200">
        <Heading as="h2" size="lg" id="privacy-policy-h">
          <span id="privacy-policy" tabIndex={-1}>
            {text.policy.title}
          </span>
        </Heading>
        <LegalText document={text.policy} level={3} />
      </Box>
      <LegalFooter confirm={text.confirm} goLogin={access.goLogin} onConfirm={goBack} />
    </LoginLayout>
  );
}
