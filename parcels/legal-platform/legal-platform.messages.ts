import type { LegalDocument } from '@portal/ui';
import { agreementEn } from './legal-platform.content.en-US';
import { agreementZh } from './legal-platform.content.zh-CN';

const messages = {
  'zh-CN': { title: '用户服务协议', contents: '目录', confirm: '确定', privacyLink: '查看《法律声明及隐私政策》' },
  'en-US': { title: 'User agreement', contents: 'Contents', confirm: 'OK', privacyLink: 'Read the legal statement and privacy policy' },
} as const;

interface PlatformPageText {
  title: string;
  contents: string;
  confirm: string;
  privacyLink: string;
  agreement: LegalDocument;
}

export function platformPageText(language: string | null | undefined): PlatformPageText {
  return language === 'en-US' ? { ...messages['en-US'], agreement: agreementEn } : { ...messages['zh-CN'], agreement: agreementZh };
}
