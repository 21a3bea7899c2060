import { fillText, LANGUAGES, type Localized } from '../../../contract/rules/language.rules';
import { securityChangeText } from '../../messages';
import type { AuthUser } from '../../plugins/auth';
import type { IamKit } from '../iam';
import { deliverMessage } from '../msgmgt';
import { findActiveSuperAdmins } from './role-grant.repository';

type SecurityChange = keyof Omit<typeof securityChangeText, 'title' | 'body'>;

/**
 * Tells the other active super administrators of a security change (issue 22 item 2): a notice
 * in their bell and an e-mail (in the background, with the delivery's retries), in both languages.
 */
export async function tellSuperAdmins(
  kit: IamKit,
  actor: AuthUser,
  change: SecurityChange,
  params: Record<string, string | number | Localized>,
): Promise<void> {
  const { db } = kit.ctx;
  const now = kit.now();
  const at = new Date(now).toISOString().slice(0, 16).replace('T', ' ');
  const text = (language: (typeof LANGUAGES)[number]) => {
    const values = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === 'object' ? v[language] : v]));
    const what = fillText(securityChangeText[change][language], values);
    return fillText(securityChangeText.body[language], { actor: actor.loginName, at, what });
  };
  const content = LANGUAGES.map(text).join('\n');
  const title = LANGUAGES.map((language) => securityChangeText.title[language]).join(' / ');
  const others = await findActiveSuperAdmins(db, actor.id);
  if (!others.length) return;
  await deliverMessage(
    db,
    { title, content, oneMsgType: 'SECURITY', twoMsgType: 'PLATFORM' },
    { kind: 'USERS', userIds: others.map((u) => u.id) },
    new Date(now),
  );
  for (const admin of others)
    if (admin.email) kit.delivery.enqueue({ channel: 'EMAIL', destination: admin.email, scope: 'NOTICE_SECURITY_CHANGED', text: content });
}
