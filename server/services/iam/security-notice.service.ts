import { fillText, type Language } from '../../../contract/rules/language.rules';
import { maskDestination } from '../../delivery/mask.rules';
import { securityNoticeText } from '../../messages';
import type { IamKit } from './iam.kit';
import type { UserRecord } from './user.repository';

/**
 * Tells the account's contacts of a change to it (issue 13 item 2): a stolen access token must not
 * change the phone, the e-mail or the password without the owner hearing of it on the contact they
 * had. Sent in the background; a failed notice never fails the change.
 *
 * - the phone changed: the old phone; the e-mail changed: the old address;
 * - the password changed (changed, reset or set): the phone and the e-mail.
 */
export function noticeAccountChange(
  kit: IamKit,
  before: UserRecord,
  change: { kind: 'MOBILE'; to: string } | { kind: 'EMAIL'; to: string } | { kind: 'PASSWORD' },
  language: Language = 'zh-CN',
): void {
  const scope = `NOTICE_${change.kind === 'MOBILE' ? 'MOBILE' : change.kind === 'EMAIL' ? 'EMAIL' : 'PASSWORD'}_CHANGED` as const;
  const text = fillText(securityNoticeText[scope][language], { account: before.loginName, to: 'to' in change ? maskDestination(change.to) : '' });
  const send = (channel: 'SMS' | 'EMAIL', destination: string | null) => {
    if (destination) kit.delivery.enqueue({ channel, destination, scope, text });
  };
  if (change.kind === 'MOBILE' && before.mobile !== change.to) send('SMS', before.mobile);
  if (change.kind === 'EMAIL' && before.email?.toLowerCase() !== change.to.toLowerCase()) send('EMAIL', before.email);
  if (change.kind === 'PASSWORD') {
    send('SMS', before.mobile);
    send('EMAIL', before.email);
  }
}
