import { Box, Heading, LegalContents, LegalPage, LegalText, type BoxProps, type LegalDocument } from '@portal/ui';
import { languageAtom, useAtomValue } from '@portal/utils/internal';
import { goBack } from './go-back';
import { lapPageText } from './legal-lap.messages';

/** /lap: the legal statement followed by the full group cloud-service privacy policy (spec 2, 9). */
export function LegalLapPage() {
  const text = lapPageText(useAtomValue(languageAtom));
  const contents = [{ id: 'legal-statement', heading: text.statement.title }, { id: 'privacy-policy', heading: text.policy.title }, ...text.policy.sections];
  return (
    <LegalPage title={text.title} confirm={text.confirm} onConfirm={goBack}>
      <LegalContents label={text.contents} sections={contents} />
      <LegalArticle id="legal-statement" document={text.statement} />
      <LegalArticle id="privacy-policy" document={text.policy} mt="10" pt="6" borderTopWidth="1px" borderColor="gray.200" />
    </LegalPage>
  );
}

/** One of the page's two documents, its title a contents target (`id`). */
function LegalArticle({ id, document, ...box }: { id: string; document: LegalDocument } & BoxProps) {
  return (
    <Box as="article" aria-labelledby={`${id}-h`} {...box}>
      <Heading as="h2" size="lg" id={`${id}-h`}>
        <span id={id} tabIndex={-1}>
          {document.title}
        </span>
      </Heading>
      <LegalText document={document} level={3} />
    </Box>
  );
}
