import type { LegalDocument } from '@portal/ui';
import { policyEn, statementEn } from './legal-lap.content.en-US';
import { policyZh, statementZh } from './legal-lap.content.zh-CN';

const messages = {
  'zh-CN': { title: '法律声明及隐私政策', contents: '目录', confirm: '确定' },
  'en-US': { title: 'Legal statement and privacy policy', contents: 'Contents', confirm: 'OK' },
} as const;

interface LapPageText {
  title: string;
  contents: string;
  confirm: string;
  statement: LegalDocument;
  policy: LegalDocument;
}

export function lapPageText(language: string | null | undefined): LapPageText {
  return language === 'en-US'
    ? { ...messages['en-US'], statement: statementEn, policy: policyEn }
    : { ...messages['zh-CN'], statement: statementZh, policy: policyZh };
}
