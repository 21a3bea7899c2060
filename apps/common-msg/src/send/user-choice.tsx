import { useState, type KeyboardEvent } from 'react';
import { Badge, Box, Button, chakra, CloseButton, Flex, Input, Text } from '@portal/ui';
import type { RecipientUser, RecipientUserPage } from '@portal/contract';
import { failureText, DataTable, type Column, EmptyBlock } from '@portal/console';
import { searchRecipientUsers } from './send.api';
import { addRecipient, removeRecipient } from './send.rules';
import { useText } from './use-text';

const SEARCH_SIZE = 20;

type Search = { state: 'idle' } | { state: 'searching'; keyword: string } | { state: 'error'; message: string } | { state: 'done'; page: RecipientUserPage };

/** The user search: the typed keyword and the answer of the last search (its first 20 users). */
function useUserSearch() {
  const [keyword, setKeyword] = useState('');
  const [search, setSearch] = useState<Search>({ state: 'idle' });
  const find = async () => {
    const typed = keyword.trim();
    setSearch({ state: 'searching', keyword: typed });
    try {
      const page = await searchRecipientUsers({ ...(typed ? { keyword: typed } : {}), pageNum: 1, pageSize: SEARCH_SIZE });
      setSearch({ state: 'done', page });
    } catch (error) {
      setSearch({ state: 'error', message: failureText(error) });
    }
  };
  return { keyword, setKeyword, search, find };
}

/** The search field and its button. */
function UserSearchBar({
  keyword,
  setKeyword,
  searching,
  find,
}: {
  keyword: string;
  setKeyword(keyword: string): void;
  searching: boolean;
  find(): Promise<void>;
}) {
  const t = useText();
  // One form per page: Enter in the search field searches instead of sending the notice.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void find();
  };
  return (
    <Flex gap="2" align="center" wrap="wrap" maxW="36rem">
      <chakra.label htmlFor="notice-user-search" fontSize="sm" fontWeight="medium" whiteSpace="nowrap">
        {t('send.compose.search')}
      </chakra.label>
      <Input
        id="notice-user-search"
        size="sm"
        flex="1 1 12rem"
        value={keyword}
        maxLength={64}
        placeholder={t('send.compose.searchHint')}
        onChange={(event) => setKeyword(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <Button type="button" size="sm" variant="outline" onClick={() => void find()} loading={searching} loadingText={t('send.compose.searching')}>
        {t('send.compose.searchButton')}
      </Button>
    </Flex>
  );
}

/** The found users' columns; a user not chosen yet has 添加 (add), a chosen one says so. */
function useFoundColumns(users: RecipientUser[], onChange: (users: RecipientUser[]) => void): Column<RecipientUser>[] {
  const t = useText();
  const chosen = new Set(users.map((user) => user.id));
  return [
    { key: 'login', header: t('send.recipients.login'), nowrap: true, cell: (user) => user.loginName },
    {
      key: 'name',
      header: t('send.recipients.name'),
      nowrap: true,
      cell: (user) => (
        <Flex as="span" gap="1.5" align="center">
          {user.userName}
          {user.userType === 'MANAGER_USER' && <Badge size="sm">{t('send.compose.manager')}</Badge>}
          {user.subAccount && <Badge size="sm">{t('send.compose.subAccount')}</Badge>}
        </Flex>
      ),
    },
    { key: 'tenant', header: t('send.recipients.tenant'), cell: (user) => user.tenantName ?? '' },
    { key: 'mobile', header: t('send.recipients.mobile'), nowrap: true, cell: (user) => user.mobileStr ?? '' },
    {
      key: 'add',
      header: t('console.actions'),
      nowrap: true,
      cell: (user) =>
        chosen.has(user.id) ? (
          <Text as="span" fontSize="sm" color="fg.muted">
            {t('send.compose.added')}
          </Text>
        ) : (
          <Button
            size="xs"
            variant="outline"
            onClick={() => onChange(addRecipient(users, user))}
            aria-label={t('send.compose.addUser', { name: t('send.compose.user', { name: user.userName, login: user.loginName }) })}
          >
            {t('send.compose.add')}
          </Button>
        ),
    },
  ];
}

/** What a search found: how many, and the first of them to add. */
function FoundUsers({ page, users, onChange }: { page: RecipientUserPage; users: RecipientUser[]; onChange(users: RecipientUser[]): void }) {
  const t = useText();
  const columns = useFoundColumns(users, onChange);
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted" mb="2" aria-live="polite">
        {page.total > page.data.length
          ? t('send.compose.foundMore', { total: page.total, shown: page.data.length })
          : t('send.compose.found', { total: page.total })}
      </Text>
      <DataTable
        caption={t('send.compose.search')}
        columns={columns}
        rows={page.data}
        rowKey={(user) => user.id}
        minW="36rem"
        empty={<EmptyBlock title={t('send.compose.noUsers')} />}
        rowProps={(user) => ({ 'data-user': user.loginName })}
      />
    </Box>
  );
}

/** The users chosen so far, each a chip with its remove button. */
function ChosenUsers({ users, onChange }: { users: RecipientUser[]; onChange(users: RecipientUser[]): void }) {
  const t = useText();
  return (
    <Box>
      <Text fontSize="sm" fontWeight="medium" mb="2" aria-live="polite" data-chosen-count={users.length}>
        {t('send.compose.chosen', { count: users.length })}
      </Text>
      {users.length === 0 ? (
        <Text fontSize="sm" color="fg.muted" m="0">
          {t('send.compose.noneChosen')}
        </Text>
      ) : (
        <Flex as="ul" wrap="wrap" gap="2" listStyleType="none" m="0" p="0">
          {users.map((user) => (
            <Flex
              as="li"
              key={user.id}
              align="center"
              gap="1"
              pl="2.5"
              pr="1"
              py="0.5"
              bg="brand.50"
              borderWidth="1px"
              borderColor="brand.200"
              borderRadius="full"
              fontSize="sm"
              data-chosen={user.loginName}
            >
              {user.userName}
              <Text as="span" color="fg.muted">
                {user.loginName}
              </Text>
              <CloseButton
                size="2xs"
                aria-label={t('send.compose.remove', { name: t('send.compose.user', { name: user.userName, login: user.loginName }) })}
                onClick={() => onChange(removeRecipient(users, user.id))}
              />
            </Flex>
          ))}
        </Flex>
      )}
    </Box>
  );
}

/** Users chosen one by one: search by name, login or mobile, add from what was found, remove a chosen one. */
export function UserChoice({ users, onChange }: { users: RecipientUser[]; onChange(users: RecipientUser[]): void }) {
  const { keyword, setKeyword, search, find } = useUserSearch();
  return (
    <Flex direction="column" gap="3">
      <UserSearchBar keyword={keyword} setKeyword={setKeyword} searching={search.state === 'searching'} find={find} />
      {search.state === 'error' && (
        <Text role="alert" color="fg.error" fontSize="sm" m="0">
          {search.message}
        </Text>
      )}
      {search.state === 'done' && <FoundUsers page={search.page} users={users} onChange={onChange} />}
      <ChosenUsers users={users} onChange={onChange} />
    </Flex>
  );
}
