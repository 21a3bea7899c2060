import type { AccountStatus } from '@portal/contract';
import { accountStatusOptions, KeywordFilter, OptionFilter } from '../kit/list-parts';
import type { useFilters } from '../kit/use-filters';
import { useText } from '../kit/use-text';
import type { AccountFilters } from './account.rules';

type Draft = ReturnType<typeof useFilters<AccountFilters>>;

/** The account lists' keyword (login name, name, phone or e-mail). */
export function AccountKeywordFilter({ id, draft }: { id: string; draft: Draft }) {
  const t = useText();
  return <KeywordFilter id={id} label={t('user.keyword')} placeholder={t('user.keywordPlaceholder')} {...draft.field('keyword')} />;
}

/** The account lists' status filter, over the statuses the list offers. */
export function AccountStatusFilter({ id, draft, statuses }: { id: string; draft: Draft; statuses: readonly AccountStatus[] }) {
  const t = useText();
  return <OptionFilter id={id} label={t('user.status')} width="8rem" {...draft.field('status')} options={accountStatusOptions(t, statuses)} />;
}
